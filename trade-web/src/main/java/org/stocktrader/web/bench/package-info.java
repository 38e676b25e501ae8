/**
 * Benchmark support, present only with {@code trade.bench.enabled=true}: the floor page
 * and the SQL statement counters that {@code src-test/bench/run-benchmark.sh} reads.
 */
package org.stocktrader.web.bench;
