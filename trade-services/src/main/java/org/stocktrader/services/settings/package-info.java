/**
 * Live settings: values the operator changes while the servers run, read on the request
 * path from a volatile field, stored in the database and announced to every node.
 */
package org.stocktrader.services.settings;
