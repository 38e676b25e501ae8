/**
 * The home page: user statistics, account summary and the market panel.
 */
package org.stocktrader.web.home;
