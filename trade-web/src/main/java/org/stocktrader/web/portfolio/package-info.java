/**
 * The portfolio page: holdings, their value and the sell forms.
 */
package org.stocktrader.web.portfolio;
