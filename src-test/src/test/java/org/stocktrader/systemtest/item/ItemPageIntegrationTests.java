package org.stocktrader.systemtest.item;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.item.ItemService;
import org.stocktrader.web.StockTraderApplication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CachePerf item page and REST read on the assembled application, through a 1 MB item
 * cache: the page shows a byte of the right item, a second read is a cache hit, and a
 * working set several times the budget keeps every answer right and the cache within its
 * budget.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.items.cache-bytes=1MB" })
@RealDatabase
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ItemPageIntegrationTests {

	private static final int ITEMS = 30;

	private static final int SIZE = 200 * 1024;

	private static final Pattern SHOWN_BYTE = Pattern.compile("data-field=\"byte\">(\\d+) at offset (\\d+)<");

	private final HttpClient client = HttpClient.newHttpClient();

	@LocalServerPort
	int port;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	ItemService items;

	@Autowired
	MeterRegistry registry;

	@BeforeAll
	void storeItems() {
		for (int i = 0; i < ITEMS; i++) {
			byte[] content = new byte[SIZE];
			for (int k = 0; k < SIZE; k++) {
				content[k] = (byte) expectedByte(i, k);
			}
			this.jdbc.sql("""
					insert into item (symbol, name, content_type, content)
					values (:symbol, :name, 'image/png', :content)
					""").param("symbol", "s:" + i).param("name", "Chart of s:" + i).param("content", content).update();
		}
	}

	@Test
	void thePageShowsTheItemsNameTypeSizeAndOneOfItsBytesWithoutASignIn() throws Exception {
		HttpResponse<String> page = get("/items/s:3");

		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("<h1>Chart of s:3</h1>")
			.contains("data-field=\"content-type\">image/png<")
			.contains("data-field=\"size\">204,800 bytes<");
		assertShowsItsByte(page.body(), 3);
	}

	@Test
	void theRestReadAnswersTheSameAsJson() throws Exception {
		HttpResponse<String> answer = get("/api/items/s:4");

		assertThat(answer.statusCode()).isEqualTo(200);
		JsonNode item = JsonMapper.builder().build().readTree(answer.body());
		assertThat(item.get("name").asString()).isEqualTo("Chart of s:4");
		assertThat(item.get("contentType").asString()).isEqualTo("image/png");
		assertThat(item.get("size").asInt()).isEqualTo(SIZE);
		assertThat(item.get("value").asInt()).isEqualTo(expectedByte(4, item.get("offset").asInt()));
	}

	@Test
	void aRepeatedlyReadItemIsServedFromTheCache() throws Exception {
		double hits = gets("hit");
		double reads = databaseReads();

		// Caffeine admits a new item into a full cache only once it is read more often
		// than the item it would evict (the other tests fill the cache): a few reads
		for (int i = 0; i < 5; i++) {
			assertThat(get("/items/s:7").statusCode()).isEqualTo(200);
		}

		assertThat(databaseReads() - reads).isLessThanOrEqualTo(4);
		assertThat(gets("hit") - hits).isGreaterThanOrEqualTo(1);
	}

	@Test
	void unknownAndMalformedItemsAreClearErrors() throws Exception {
		assertThat(get("/items/s:404").statusCode()).isEqualTo(404);
		HttpResponse<String> problem = get("/api/items/s:404");
		assertThat(problem.statusCode()).isEqualTo(404);
		assertThat(problem.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		assertThat(get("/items/s:1%20or%201").statusCode()).isEqualTo(400);
		assertThat(get("/api/items/" + "x".repeat(300)).statusCode()).isEqualTo(400);
	}

	@Test
	void aWorkingSetOfSixTimesTheBudgetKeepsEveryAnswerRightAndTheCacheWithinItsBudget() throws Exception {
		double reads = databaseReads();
		for (int pass = 0; pass < 2; pass++) {
			for (int i = 0; i < ITEMS; i++) {
				HttpResponse<String> page = get("/items/s:" + i);
				assertThat(page.statusCode()).isEqualTo(200);
				assertShowsItsByte(page.body(), i);
				assertThat(this.items.weightedSize()).isLessThanOrEqualTo(this.items.budget());
			}
		}

		assertThat(this.items.budget()).isEqualTo(1024 * 1024);
		// 6 MB of items through 1 MB: each pass misses nearly every item
		assertThat(databaseReads() - reads).isGreaterThanOrEqualTo(2 * (ITEMS - 5));
		assertThat(get("/actuator/health/liveness").statusCode()).isEqualTo(200);
	}

	private static void assertShowsItsByte(String body, int item) {
		Matcher shown = SHOWN_BYTE.matcher(body);
		assertThat(shown.find()).as(body).isTrue();
		int value = Integer.parseInt(shown.group(1));
		int offset = Integer.parseInt(shown.group(2));
		assertThat(offset).isBetween(0, SIZE - 1);
		assertThat(value).isEqualTo(expectedByte(item, offset));
	}

	private static int expectedByte(int item, int offset) {
		return (offset * 7 + item) % 256;
	}

	private double databaseReads() {
		return this.registry.get("trade.items.database.reads").counter().count();
	}

	private double gets(String result) {
		return this.registry.get("cache.gets").tag("cache", "items").tag("result", result).functionCounter().count();
	}

	private HttpResponse<String> get(String path) throws IOException, InterruptedException {
		return this.client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path)).build(),
				HttpResponse.BodyHandlers.ofString());
	}

}
