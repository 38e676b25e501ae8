/**
 * Welcome, sign-in, registration and sign-out.
 */
package org.stocktrader.web.welcome;
