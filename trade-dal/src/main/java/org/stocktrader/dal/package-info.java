/**
 * The data layer: schema, the embedded PostgreSQL default, value records and JDBC
 * repositories, one package per feature.
 */
package org.stocktrader.dal;
