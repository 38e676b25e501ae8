/**
 * The documentation checked against the code and the repository: the configuration
 * reference against the configuration metadata, and every relative link of every Markdown
 * file.
 */
package org.stocktrader.systemtest.docs;
