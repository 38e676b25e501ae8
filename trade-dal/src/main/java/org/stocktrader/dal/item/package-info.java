/**
 * Items (documents stored as {@code bytea}) of the CachePerf workload: record and
 * repository.
 */
package org.stocktrader.dal.item;
