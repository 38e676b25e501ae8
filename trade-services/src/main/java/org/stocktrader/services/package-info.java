/**
 * The standalone trade services application.
 */
package org.stocktrader.services;
