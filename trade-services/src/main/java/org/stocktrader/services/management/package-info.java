/**
 * What the operator and the load balancer see of a running node: the Actuator endpoints
 * (health probes, info, metrics) with their access rules and defaults, and the health of
 * the parts a node needs to take traffic.
 */
package org.stocktrader.services.management;
