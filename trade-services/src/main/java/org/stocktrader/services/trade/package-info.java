/**
 * The trade service API ({@code TradeService}, {@code IdempotentOrders}), its exceptions
 * and input rules, and orders: placement, execution and the order processor. The features
 * of the in-process implementation are in the subpackages ({@code account},
 * {@code quote}, {@code admin}); {@code inprocess} puts them together.
 */
package org.stocktrader.services.trade;
