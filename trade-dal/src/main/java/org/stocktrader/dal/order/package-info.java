/**
 * Orders: records, types, statuses and repository.
 */
package org.stocktrader.dal.order;
