package org.stocktrader.services.market;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.db.NotificationsProperties;
import org.stocktrader.dal.market.MarketSummary;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The publisher's coalescing and events, driven tick by tick (no thread, no HTTP): one
 * change per symbol per interval from the first old price to the last new one, prices
 * before the summary, the summary only when something changed, and the bound on changes
 * per event.
 */
class MarketFeedTests {

	private final JsonMapper json = JsonMapper.builder().build();

	private final AtomicInteger summaries = new AtomicInteger();

	private final MarketFeed feed = new MarketFeed(this::summary,
			new Notifications(null, NotificationsProperties.defaults()), "unused", this.json,
			new MarketStreamProperties(true, Duration.ofSeconds(1), 10, DataSize.ofKilobytes(64), 8, 3,
					Duration.ofSeconds(15), Duration.ofSeconds(3)));

	@Test
	void changesOfOneSymbolInAnIntervalAreOneChangeFromTheFirstOldToTheLastNewPrice() {
		this.feed.tick();
		this.feed.announced("node-a s:1 10.00 11.00 1000");
		this.feed.announced("node-b s:2 5.00 4.00 1500");
		this.feed.announced("node-b s:1 11.00 12.10 2000");

		assertThat(this.feed.tick()).isTrue();

		List<MarketEvent> events = this.feed.recent();
		assertThat(events).extracting(MarketEvent::type).containsExactly("summary", "prices", "summary");
		assertThat(events).extracting(MarketEvent::sequence).containsExactly(1L, 2L, 3L);
		JsonNode prices = data(events.get(1));
		assertThat(prices.get("changes")).hasSize(2);
		JsonNode s2 = prices.get("changes").get(0);
		JsonNode s1 = prices.get("changes").get(1);
		assertThat(s2.get("symbol").asString()).isEqualTo("s:2");
		assertThat(s1.get("symbol").asString()).isEqualTo("s:1");
		assertThat(s1.get("oldPrice").decimalValue()).isEqualByComparingTo("10.00");
		assertThat(s1.get("newPrice").decimalValue()).isEqualByComparingTo("12.10");
		assertThat(s1.get("change").decimalValue()).isEqualByComparingTo("2.10");
		assertThat(s1.get("percent").decimalValue()).isEqualByComparingTo("21.00");
		assertThat(s1.get("time").asString()).isEqualTo(Instant.ofEpochMilli(2000).toString());
		assertThat(s2.get("percent").decimalValue()).isEqualByComparingTo("-20.00");
		assertThat(prices.get("truncated").asBoolean()).isFalse();
	}

	@Test
	void quietIntervalSendsNothingAndComputesNoSummary() {
		this.feed.tick();
		int computed = this.summaries.get();

		assertThat(this.feed.tick()).isFalse();

		assertThat(this.summaries.get()).isEqualTo(computed);
		assertThat(this.feed.recent()).hasSize(1);
	}

	@Test
	void changeOfEveryQuoteOrOfUnknownPricesRefreshesOnlyTheSummary() {
		this.feed.tick();
		this.feed.announced("db-loader *");
		this.feed.tick();
		this.feed.announced("node-a s:3");
		this.feed.tick();

		assertThat(this.feed.recent()).extracting(MarketEvent::type).containsExactly("summary", "summary", "summary");
	}

	@Test
	void moreChangedSymbolsThanAnEventCarriesKeepTheMostRecentAndSaySo() {
		this.feed.tick();
		for (int i = 1; i <= 5; i++) {
			this.feed.announced("node-a s:" + i + " 1.00 2.00 " + i);
		}
		this.feed.announced("node-a s:1 2.00 3.00 6");
		this.feed.tick();

		JsonNode prices = data(this.feed.recent().get(1));
		assertThat(prices.get("truncated").asBoolean()).isTrue();
		assertThat(prices.get("changes").valueStream().map((change) -> change.get("symbol").asString()))
			.containsExactly("s:4", "s:5", "s:1");
	}

	@Test
	void replayBufferKeepsTheLastEvents() {
		for (int i = 0; i < 20; i++) {
			this.feed.announced("node-a s:1 1.00 2.00 " + i);
			this.feed.tick();
		}
		assertThat(this.feed.recent()).hasSize(8).extracting(MarketEvent::sequence).isSorted();
		assertThat(new String(this.feed.recent().getLast().frame(), StandardCharsets.UTF_8)).startsWith("id: ")
			.contains("\nevent: summary\ndata: {")
			.endsWith("}\n\n");
	}

	private JsonNode data(MarketEvent event) {
		String frame = new String(event.frame(), StandardCharsets.UTF_8);
		return this.json.readTree(frame.substring(frame.indexOf("data: ") + 6).strip());
	}

	private MarketSummary summary() {
		this.summaries.incrementAndGet();
		return new MarketSummary(new BigDecimal("10.00"), new BigDecimal("9.00"), 100, List.of(), List.of(),
				Instant.ofEpochMilli(0));
	}

}
