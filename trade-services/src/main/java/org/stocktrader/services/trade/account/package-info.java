/**
 * Credentials and accounts of the in-process trade service: registration, sign-in (with
 * the login throttle), the profile, and the reads of a trader's account, holdings and
 * orders.
 */
package org.stocktrader.services.trade.account;
