/**
 * Buying and selling, and the order confirmation.
 */
package org.stocktrader.web.order;
