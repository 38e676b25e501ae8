/**
 * Run statistics: what a benchmark run left in the database, counted in one statement.
 */
package org.stocktrader.dal.stats;
