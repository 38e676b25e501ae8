/**
 * Accounts and account profiles: records and repositories.
 */
package org.stocktrader.dal.account;
