/**
 * Live settings: the operator's changes stored for every node and announced on
 * {@link org.stocktrader.dal.settings.LiveSettingRepository#CHANNEL}, which every node
 * hears on its shared {@link org.stocktrader.dal.db.Notifications} connection.
 */
package org.stocktrader.dal.settings;
