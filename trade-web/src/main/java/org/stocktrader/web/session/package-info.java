/**
 * Shared HTTP sessions: the sessions of every node in PostgreSQL (Spring Session JDBC),
 * written only when they changed.
 */
package org.stocktrader.web.session;
