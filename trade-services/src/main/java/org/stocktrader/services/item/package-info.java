/**
 * The CachePerf workload's items read through an in-process object cache bounded by
 * bytes.
 */
package org.stocktrader.services.item;
