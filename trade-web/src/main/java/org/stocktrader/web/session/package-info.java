/**
 * Shared HTTP sessions: the sessions of every node in PostgreSQL (Spring Session JDBC),
 * served from each node's copy until PostgreSQL announces a change, and written only when
 * they changed.
 */
package org.stocktrader.web.session;
