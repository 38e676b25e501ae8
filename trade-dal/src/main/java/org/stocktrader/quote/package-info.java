/**
 * Quotes: records and repository.
 */
package org.stocktrader.quote;
