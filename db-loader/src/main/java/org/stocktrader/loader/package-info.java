/**
 * The benchmark data set loader and the demo data generator.
 */
package org.stocktrader.loader;
