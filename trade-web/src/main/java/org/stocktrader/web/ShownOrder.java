package org.stocktrader.web;

/**
 * The model attribute of a page that shows one order in full (an order's confirmation):
 * the layout's trade alert leaves that order out, so that the page shows it once.
 */
public interface ShownOrder {

	/** The model attribute that holds the page's order. */
	String ATTRIBUTE = "order";

	/**
	 * The order the page shows.
	 * @return its id
	 */
	int shownOrderId();

}
