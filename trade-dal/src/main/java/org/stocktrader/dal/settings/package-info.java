/**
 * Live settings: the operator's changes stored for every node, and the listener that
 * learns of them.
 */
package org.stocktrader.dal.settings;
