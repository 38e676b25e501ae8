/**
 * What the operator and the load balancer see of a running node: health probes, info,
 * metrics and the dashboard.
 */
package org.stocktrader.systemtest.operations;
