/**
 * The WSTest 1.1 web-service benchmark service.
 */
package org.stocktrader.wstest;
