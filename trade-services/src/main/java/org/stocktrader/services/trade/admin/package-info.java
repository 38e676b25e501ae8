/**
 * Benchmark administration of the in-process trade service: the reset between runs and
 * the run statistics with their checks, for the operator.
 */
package org.stocktrader.services.trade.admin;
