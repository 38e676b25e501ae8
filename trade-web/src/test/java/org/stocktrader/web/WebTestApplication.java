package org.stocktrader.web;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The configuration the web slice tests start from: only the trading pages
 * ({@code org.stocktrader.web}), so that beans of the other modules do not enter the
 * slices.
 */
@SpringBootApplication(proxyBeanMethods = false)
class WebTestApplication {

}
