/**
 * Holdings: records and repository.
 */
package org.stocktrader.dal.holding;
