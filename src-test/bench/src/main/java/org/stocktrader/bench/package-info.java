/**
 * The reference benchmark's load driver: Gatling simulations of the three published
 * workloads (web pages, Trade SOAP services, WSTest), the CPU sampler that reads
 * {@code /proc} around the measured run, and the report that turns Gatling's statistics
 * into the results files of {@code src-test/bench/run-benchmark.sh}.
 */
package org.stocktrader.bench;
