package org.stocktrader.services.trade.inprocess;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

import org.stocktrader.dal.DalConfiguration;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.market.MarketSummaryRepository;
import org.stocktrader.dal.quote.QuoteRepository;
import org.stocktrader.dal.settings.LiveSettingRepository;
import org.stocktrader.services.quote.PriceChangeFactor;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.quote.QuoteCacheProperties;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.settings.LiveSetting.Codec;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.settings.Words;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.MarketSummaries;
import org.stocktrader.services.trade.OrderProcessorProperties;
import org.stocktrader.services.trade.ProcessingMode;
import org.stocktrader.services.trade.TradeLimits;
import org.stocktrader.services.trade.TradeProperties;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The in-process trade service ({@code org.stocktrader.services.trade} and its feature
 * packages) over the data layer, without the facades, with its live settings.
 */
@Configuration(proxyBeanMethods = false)
@ComponentScan(basePackageClasses = TradeService.class)
@Import(DalConfiguration.class)
@EnableConfigurationProperties({ TradeProperties.class, QuoteCacheProperties.class, TradeLimits.class,
		OrderProcessorProperties.class })
public class TradeConfiguration {

	/** The highest order fee the operator may set live. */
	static final BigDecimal MAX_ORDER_FEE = new BigDecimal("1000.00");

	/** The longest market summary expiry the operator may set live. */
	static final Duration MAX_MARKET_SUMMARY_EXPIRY = Duration.ofDays(1);

	/** Dollars and cents as typed: 24.95, $24.95, 1,000. */
	private static final Pattern FEE = Pattern.compile("\\$?\\s*[0-9]{1,7}(,[0-9]{3})*(\\.[0-9]{0,2})?");

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
	 * fresh they are. It counts its hits and misses unless metrics are off
	 * ({@code trade.metrics.enabled=false}).
	 */
	@Bean
	QuoteCache quoteCache(QuoteRepository quotes, JdbcClient jdbc, Notifications notifications,
			QuoteCacheProperties properties, @Value("${trade.metrics.enabled:true}") boolean metrics) {
		return new QuoteCache(quotes, jdbc, notifications, properties, metrics);
	}

	@Bean
	PriceChangeFactor priceChangeFactor() {
		return PriceChangeFactor.random(new Random());
	}

	/**
	 * The order processing mode, live: {@code trade.processing-mode} at start-up, then as
	 * the operator sets it. The next order placed follows it.
	 */
	@Bean
	LiveSetting<ProcessingMode> processingModeSetting(TradeProperties properties, Environment environment) {
		return LiveSetting.of("processing-mode", "Order processing mode", "trade.processing-mode",
				Codec.ofEnum(ProcessingMode.class), properties.processingMode(),
				environment.containsProperty("trade.processing-mode"));
	}

	/**
	 * The order fee, live: {@code trade.order-fee} at start-up, then as the operator sets
	 * it, from $0.00 to $1,000.00. The next order placed is charged it.
	 */
	@Bean
	LiveSetting<BigDecimal> orderFeeSetting(TradeProperties properties, Environment environment) {
		Codec<BigDecimal> codec = new Codec<>(TradeConfiguration::parseFee, BigDecimal::toPlainString,
				BigDecimal::toPlainString, Words::money, List.of());
		return LiveSetting.of("order-fee", "Order fee", "trade.order-fee", codec, properties.orderFee(),
				environment.containsProperty("trade.order-fee"));
	}

	/**
	 * How long the market summary is reused, live: {@code trade.market-summary-expiry}
	 * (before, {@code trade.web.market-summary-expiry}, still read) at start-up, default
	 * 3 minutes, then as the operator sets it (0 seconds to 1 day).
	 */
	@Bean
	LiveSetting<Duration> marketSummaryExpirySetting(Environment environment) {
		String text = environment.getProperty("trade.market-summary-expiry",
				environment.getProperty("trade.web.market-summary-expiry", ""));
		Duration startUp;
		try {
			startUp = text.isBlank() ? MarketSummaries.DEFAULT_EXPIRY : parseExpiry(text.strip());
		}
		catch (InvalidInputException ex) {
			throw new IllegalArgumentException("trade.market-summary-expiry: " + ex.getMessage(), ex);
		}
		return LiveSetting.of("market-summary-expiry", "Market summary expiry", "trade.market-summary-expiry",
				new Codec<>(TradeConfiguration::parseExpiry, Duration::toString, Words::duration, Words::duration,
						List.of()),
				startUp, !text.isBlank());
	}

	/** The market summary of every facade, reused for the live expiry. */
	@Bean
	MarketSummaries marketSummaries(MarketSummaryRepository repository, TradeProperties properties,
			LiveSetting<Duration> marketSummaryExpirySetting) {
		return new MarketSummaries(repository, properties.marketSummarySymbols(), marketSummaryExpirySetting,
				Clock.systemUTC());
	}

	/**
	 * Every live setting of the application, read from the database at start-up and on
	 * each change announced by any node.
	 */
	@Bean
	LiveSettings liveSettings(LiveSettingRepository repository, ObjectProvider<LiveSetting<?>> settings,
			Notifications notifications, PlatformTransactionManager transactionManager) {
		return new LiveSettings(repository, settings, notifications, transactionManager);
	}

	static Duration parseExpiry(String text) {
		Duration expiry = Words.parseDuration(text);
		if (expiry.isNegative() || expiry.compareTo(MAX_MARKET_SUMMARY_EXPIRY) > 0) {
			throw new InvalidInputException("the expiry must be between 0 seconds and 1 day.");
		}
		return expiry;
	}

	static BigDecimal parseFee(String text) {
		if (!FEE.matcher(text).matches()) {
			throw new InvalidInputException("'" + ((text.length() > 40) ? text.substring(0, 40) + "..." : text)
					+ "' is not an amount; write dollars and cents, such as 24.95.");
		}
		BigDecimal fee = new BigDecimal(text.replace("$", "").replace(",", "").strip()).setScale(2,
				RoundingMode.UNNECESSARY);
		if (fee.compareTo(MAX_ORDER_FEE) > 0) {
			throw new InvalidInputException("the fee must be between $0.00 and $1,000.00.");
		}
		return fee;
	}

}
