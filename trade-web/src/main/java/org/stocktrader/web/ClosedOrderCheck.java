package org.stocktrader.web;

/** When the pages ask the trade service for executed orders to announce. */
public enum ClosedOrderCheck {

	/**
	 * On every page: also announces orders placed elsewhere (another session, a SOAP
	 * client) at once, at the cost of one transaction per page.
	 */
	EVERY_PAGE,

	/**
	 * Once after sign-in, then only while orders placed in this session are not reported
	 * yet; orders placed elsewhere are announced at the next sign-in or with this
	 * session's next order.
	 */
	AFTER_ORDERS

}
