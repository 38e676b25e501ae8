/**
 * Hostile input against every facade, and a login storm while trading.
 */
package org.stocktrader.systemtest.security;
