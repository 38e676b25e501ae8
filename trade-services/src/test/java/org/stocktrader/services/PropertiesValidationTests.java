package org.stocktrader.services;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.StartUpRefusal;
import org.stocktrader.services.http.HttpCacheProperties;
import org.stocktrader.services.item.ItemProperties;
import org.stocktrader.services.market.MarketStreamProperties;
import org.stocktrader.services.quote.QuoteCacheProperties;
import org.stocktrader.services.soap.SoapProperties;
import org.stocktrader.services.trade.OrderProcessorProperties;
import org.stocktrader.services.trade.TradeLimits;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * trade-services' configuration records refuse values out of range at start-up, with a
 * message naming the property and the rule.
 */
class PropertiesValidationTests {

	private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Bound.class);

	@Test
	void theDefaultsStart() {
		this.runner.run((context) -> {
			assertThat(context).hasNotFailed();
			assertThat(context.getBean(TradeLimits.class)).isEqualTo(TradeLimits.defaults());
			assertThat(context.getBean(OrderProcessorProperties.class)).isEqualTo(OrderProcessorProperties.defaults());
			assertThat(context.getBean(HttpCacheProperties.class)).isEqualTo(HttpCacheProperties.defaults());
		});
	}

	@Test
	void noOrderProcessorThreadsFailsStartUp() {
		assertRefused("trade.order-processor.threads=0", "trade.order-processor", "threads", "must be greater than 0");
	}

	@Test
	void aNegativeHttpCacheAgeFailsStartUp() {
		assertRefused("trade.http-cache.max-age=-1s", "trade.http-cache", "maxAge", "must be longer than or equal to");
	}

	@Test
	void loginDelaysOutOfOrderFailStartUp() {
		assertRefused("trade.login-max-delay=20m", "trade", "loginDelaysInOrder",
				"login-delay must be at most login-max-delay, which must be shorter than login-throttle-window");
	}

	@Test
	void aTooSmallStreamBacklogFailsStartUp() {
		assertRefused("trade.market-stream.backlog=100B", "trade.market-stream", "backlogAtLeastOneKilobyte",
				"backlog must be at least 1KB");
	}

	@Test
	void aChannelThatIsNoIdentifierFailsStartUp() {
		assertRefused("trade.quote-cache.channel=Quote-Changed", "trade.quote-cache", "channel",
				"must be a lower-case SQL identifier");
	}

	@Test
	void aNegativeItemBudgetFailsStartUp() {
		assertRefused("trade.items.cache-bytes=-1B", "trade.items", "cacheBytesNotNegative",
				"cache-bytes must not be negative");
	}

	@Test
	void aSoapLimitOfZeroFailsStartUp() {
		assertRefused("trade.services.soap.max-element-depth=0", "trade.services.soap", "maxElementDepth",
				"must be greater than 0");
	}

	private void assertRefused(String property, String prefix, String field, String rule) {
		StartUpRefusal.assertRefused(this.runner, property, prefix, field, rule);
	}

	@Configuration(proxyBeanMethods = false)
	@EnableConfigurationProperties({ TradeLimits.class, OrderProcessorProperties.class, HttpCacheProperties.class,
			MarketStreamProperties.class, QuoteCacheProperties.class, ItemProperties.class, SoapProperties.class })
	static class Bound {

	}

}
