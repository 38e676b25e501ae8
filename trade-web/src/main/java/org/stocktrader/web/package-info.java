/**
 * The trading web application and the assembled reference deployment.
 */
package org.stocktrader.web;
