/**
 * The quotes page with its buy forms.
 */
package org.stocktrader.web.quote;
