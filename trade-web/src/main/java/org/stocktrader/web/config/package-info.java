/**
 * The operator's configuration page.
 */
package org.stocktrader.web.config;
