package org.stocktrader.services.market;

import java.math.BigDecimal;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.TradeServicesApplication;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two nodes on one database (two application contexts, each with its own server, pool and
 * notification connection): a trade on either appears in the other's stream.
 */
@SpringBootTest(classes = TradeServicesApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "trade.market-stream.interval=200ms", "trade.password-strength=4" })
@RealDatabase
class MarketStreamClusterIntegrationTests {

	private static final Duration DEADLINE = Duration.ofSeconds(30);

	private static final AtomicInteger sequence = new AtomicInteger();

	@LocalServerPort
	int port;

	@Autowired
	@InProcess
	TradeService trade;

	@Autowired
	Environment environment;

	@Test
	void tradeOnOneNodeAppearsInTheOtherNodesStream() {
		try (ConfigurableApplicationContext other = new SpringApplicationBuilder(TradeServicesApplication.class)
			.properties("server.port=0", "trade.market-stream.interval=200ms", "trade.password-strength=4",
					"spring.main.banner-mode=off",
					"spring.datasource.url=" + this.environment.getProperty("spring.datasource.url"),
					"spring.datasource.username=" + this.environment.getProperty("spring.datasource.username"),
					"spring.datasource.password=" + this.environment.getProperty("spring.datasource.password"))
			.run()) {
			TradeService otherTrade = other.getBean(TradeService.class);
			int otherPort = ((WebServerApplicationContext) other).getWebServer().getPort();
			Account account = this.trade.register(new Registration("cl:" + sequence.incrementAndGet(), "pw", "Cluster",
					"1 Main", "cl@example.com", "42", new BigDecimal("100000.00")));
			String here = aQuote("10.00");
			String there = aQuote("20.00");

			try (SseClient otherStream = SseClient.open(stream(otherPort), null);
					SseClient thisStream = SseClient.open(stream(this.port), null)) {
				otherStream.next(DEADLINE);
				thisStream.next(DEADLINE);

				this.trade.buy(account.userId(), here, 5);
				otherTrade.buy(account.userId(), there, 5);

				SseClient.Event seenThere = otherStream.next(
						(event) -> event.type().equals("prices") && event.data().contains("\"" + here + "\""),
						DEADLINE);
				SseClient.Event seenHere = thisStream.next(
						(event) -> event.type().equals("prices") && event.data().contains("\"" + there + "\""),
						DEADLINE);
				assertThat(seenThere.data()).contains("\"oldPrice\":10.00");
				assertThat(seenHere.data()).contains("\"oldPrice\":20.00");
			}
		}
	}

	private String aQuote(String price) {
		String symbol = "cl:" + sequence.incrementAndGet();
		this.trade.createQuote(symbol, "Company " + symbol, new BigDecimal(price));
		return symbol;
	}

	private static URI stream(int port) {
		return URI.create("http://localhost:" + port + "/api/market/stream");
	}

}
