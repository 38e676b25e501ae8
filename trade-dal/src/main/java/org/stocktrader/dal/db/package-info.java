/**
 * The database: the embedded PostgreSQL default and the data source.
 */
package org.stocktrader.dal.db;
