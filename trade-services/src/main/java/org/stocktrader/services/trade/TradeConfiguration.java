package org.stocktrader.services.trade;

import java.util.Map;
import java.util.Random;

import org.stocktrader.dal.DalConfiguration;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.quote.QuoteRepository;
import org.stocktrader.services.quote.PriceChangeFactor;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.quote.QuoteCacheProperties;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The in-process trade service ({@code org.stocktrader.services.trade}) over the data
 * layer, without the facades.
 */
@Configuration(proxyBeanMethods = false)
@ComponentScan
@Import(DalConfiguration.class)
@EnableConfigurationProperties({ TradeProperties.class, QuoteCacheProperties.class, TradeLimits.class,
		OrderProcessorProperties.class })
public class TradeConfiguration {

	/**
	 * BCrypt at {@code trade.password-strength}, written as {@code {bcrypt}$2a$...}; a
	 * bare {@code $2a$...} hash (as a loader may write) is verified as BCrypt too.
	 */
	@Bean
	PasswordEncoder passwordEncoder(TradeProperties properties) {
		BCryptPasswordEncoder bcrypt = new BCryptPasswordEncoder(properties.passwordStrength());
		DelegatingPasswordEncoder encoder = new DelegatingPasswordEncoder("bcrypt", Map.of("bcrypt", bcrypt));
		encoder.setDefaultPasswordEncoderForMatches(bcrypt);
		return encoder;
	}

	/**
	 * The quotes of pages and service calls, in process; see {@link QuoteCache} for how
	 * fresh they are.
	 */
	@Bean
	QuoteCache quoteCache(QuoteRepository quotes, JdbcClient jdbc, Notifications notifications,
			QuoteCacheProperties properties) {
		return new QuoteCache(quotes, jdbc, notifications, properties);
	}

	@Bean
	PriceChangeFactor priceChangeFactor() {
		return PriceChangeFactor.random(new Random());
	}

}
