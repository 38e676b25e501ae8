/**
 * Quotes: records and repository.
 */
package org.stocktrader.dal.quote;
