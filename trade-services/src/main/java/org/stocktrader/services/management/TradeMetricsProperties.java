package org.stocktrader.services.management;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The application's metrics ({@code trade.metrics.*}).
 *
 * @param enabled whether requests, SOAP operations and business operations are measured
 * (default true). With {@code false} the HTTP request observation filter is not
 * registered, the SOAP and business-operation timers are not installed, the quote cache
 * keeps no statistics and every meter is denied: {@code /actuator/prometheus} is empty
 * and the operator dashboard shows nothing. Meant for measuring what the metrics cost
 */
@ConfigurationProperties("trade.metrics")
@Validated
public record TradeMetricsProperties(@DefaultValue("true") boolean enabled) {

}
