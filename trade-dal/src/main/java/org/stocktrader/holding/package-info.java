/**
 * Holdings: records and repository.
 */
package org.stocktrader.holding;
