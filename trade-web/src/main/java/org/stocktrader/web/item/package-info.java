/**
 * The CachePerf item page.
 */
package org.stocktrader.web.item;
