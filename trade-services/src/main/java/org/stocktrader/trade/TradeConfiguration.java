package org.stocktrader.trade;

import java.util.Map;
import java.util.Random;

import org.stocktrader.quote.PriceChangeFactor;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/** The beans of the in-process trade service. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(TradeProperties.class)
class TradeConfiguration {

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

	@Bean
	PriceChangeFactor priceChangeFactor() {
		return PriceChangeFactor.random(new Random());
	}

}
