/**
 * The trade service API, its exceptions and its in-process implementation.
 */
package org.stocktrader.services.trade;
