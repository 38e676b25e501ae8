/**
 * The account page and the profile update.
 */
package org.stocktrader.web.account;
