package org.stocktrader.services.market;

import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.TradeServicesApplication;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The live market stream over HTTP on a running server and a real database: the events
 * and their fields, resuming with {@code Last-Event-ID}, dropping a subscriber that reads
 * nothing while another keeps every event, the subscriber cap, and the OpenAPI document.
 * A short interval and heartbeat keep the tests quick; the server's socket send buffer is
 * small so that a client that reads nothing backs up within a few events (the test counts
 * events, not time).
 */
@SpringBootTest(classes = TradeServicesApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "trade.market-stream.interval=200ms", "trade.market-stream.heartbeat=200ms",
				"trade.market-stream.max-subscribers=6", "trade.market-stream.backlog=32KB",
				"trade.market-stream.max-changes=100", "trade.password-strength=4",
				"logging.level.org.stocktrader.services.market=debug" })
@Import(MarketStreamIntegrationTests.SmallSendBuffer.class)
@RealDatabase
class MarketStreamIntegrationTests {

	private static final Duration DEADLINE = Duration.ofSeconds(30);

	/**
	 * Shorter than the connector's write timeout (20 s), which would free a held write.
	 */
	private static final Duration HELD_WRITE = Duration.ofSeconds(5);

	private static final AtomicInteger sequence = new AtomicInteger();

	private final JsonMapper json = JsonMapper.builder().build();

	@LocalServerPort
	int port;

	@Autowired
	@InProcess
	TradeService trade;

	@Autowired
	MarketFeed feed;

	/**
	 * No stream left open by an earlier test: the node finds closed streams at its next
	 * writes, and each test must find room under the cap.
	 */
	@BeforeEach
	void noStreamsOpen() {
		awaitFeed("no stream open", (feed) -> feed.subscriberCount() == 0);
	}

	@Test
	void eventsArriveInOrderWithTheDocumentedFields() {
		try (SseClient stream = open(null)) {
			assertThat(stream.response().statusCode()).isEqualTo(200);
			assertThat(stream.response().headers().firstValue("Content-Type"))
				.hasValueSatisfying((type) -> assertThat(type).startsWith("text/event-stream"));
			SseClient.Event first = stream.next(DEADLINE);
			assertThat(first.type()).isEqualTo("summary");
			assertThat(read(first).propertyNames()).contains("tsia", "openTsia", "volume", "topGainers", "topLosers",
					"summaryDate");

			Account account = this.trade.register(aRegistration());
			String symbol = aQuote("10.00");
			Order bought = this.trade.buy(account.userId(), symbol, 10);
			BigDecimal newPrice = this.trade.getQuote(symbol).price();

			SseClient.Event prices = stream
				.next((event) -> event.type().equals("prices") && event.data().contains(symbol), DEADLINE);
			JsonNode change = change(read(prices), symbol);
			assertThat(change.get("oldPrice").decimalValue()).isEqualByComparingTo("10.00");
			assertThat(change.get("newPrice").decimalValue()).isEqualByComparingTo(newPrice);
			assertThat(change.get("change").decimalValue()).isEqualByComparingTo(newPrice.subtract(bought.price()));
			assertThat(change.get("percent").decimalValue())
				.isEqualByComparingTo(newPrice.subtract(new BigDecimal("10.00"))
					.multiply(BigDecimal.valueOf(100))
					.divide(new BigDecimal("10.00"), 2, RoundingMode.HALF_UP));
			assertThat(change.get("time").asString()).matches("\\d{4}-\\d\\d-\\d\\dT.*Z");
			assertThat(read(prices).get("truncated").asBoolean()).isFalse();
			// the summary computed after the trade follows the prices of its interval
			SseClient.Event summary = stream.next(DEADLINE);
			assertThat(summary.type()).isEqualTo("summary");
			assertThat(summary.sequence()).isEqualTo(prices.sequence() + 1);

			List<Long> ids = stream.taken().stream().map(SseClient.Event::sequence).toList();
			assertThat(ids).isSorted().doesNotHaveDuplicates();
		}
	}

	@Test
	void reconnectWithLastEventIdResumesAfterIt() {
		Account account = this.trade.register(aRegistration());
		String first = aQuote("20.00");
		String second = aQuote("30.00");
		SseClient.Event seen;
		try (SseClient stream = open(null)) {
			stream.next(DEADLINE);
			this.trade.buy(account.userId(), first, 1);
			seen = stream.next((event) -> event.type().equals("prices") && event.data().contains(first), DEADLINE);
		}
		// missed while away: the summary after the first trade, and the second trade
		noStreamsOpen();
		this.trade.buy(account.userId(), second, 1);
		awaitFeed("the events after the second trade", (feed) -> feed.publishedCount() >= seen.sequence() + 3);

		try (SseClient resumed = open(seen.id())) {
			assertThat(resumed.response().statusCode()).isEqualTo(200);
			SseClient.Event next = resumed.next(DEADLINE);
			assertThat(next.sequence()).isEqualTo(seen.sequence() + 1);
			assertThat(next.type()).isEqualTo("summary");
			SseClient.Event missed = resumed
				.next((event) -> event.type().equals("prices") && event.data().contains(second), DEADLINE);
			assertThat(resumed.taken()).extracting(SseClient.Event::sequence)
				.isSorted()
				.doesNotHaveDuplicates()
				.allSatisfy((id) -> assertThat(id).isGreaterThan(seen.sequence()));
			assertThat(missed.data()).doesNotContain("\"" + first + "\"");
		}

		// an id the node does not hold (another node's, or too old): the latest summary
		try (SseClient fresh = open("elsewhere-12")) {
			assertThat(fresh.next(DEADLINE).type()).isEqualTo("summary");
		}
	}

	@Test
	void subscriberThatReadsNothingIsDroppedWhileAnotherGetsEveryEvent() throws Exception {
		long droppedBefore = this.feed.droppedCount();
		try (SseClient reader = open(null); Socket stuck = new Socket()) {
			reader.next(DEADLINE);
			// a client that sends its request and never reads its socket: what the node
			// can put on its way is bounded (its receive buffer, asked small before
			// connecting, and the server's send buffer, both fixed so no autotuning)
			stuck.setReceiveBufferSize(1024);
			stuck.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), this.port));
			OutputStream request = stuck.getOutputStream();
			request.write(("GET /api/market/stream HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			request.flush();
			awaitFeed("the client that reads nothing subscribed", (feed) -> feed.subscriberCount() >= 2);

			// price changes of 100 symbols per interval (an event of about 13 KB), as
			// other nodes would announce them, one interval at a time until the node
			// drops the client: socket buffers, Tomcat's buffers and the 32 KB backlog
			// hold far less than the 200 events (2.6 MB) allowed here
			for (int round = 0; this.feed.droppedCount() == droppedBefore; round++) {
				assertThat(round).as("events published without dropping the client that reads nothing").isLessThan(200);
				long published = this.feed.publishedCount();
				for (int i = 0; i < 100; i++) {
					this.feed.announced("flood-node fl:" + i + " 1.00 " + (1 + round % 50) + ".25 " + round);
				}
				awaitFeed("the next event or the drop",
						(feed) -> feed.publishedCount() > published || feed.droppedCount() > droppedBefore);
			}
			long droppedAt = this.feed.publishedCount();
			this.feed.announced("flood-node fl:0 1.00 9.99 1");
			// the reader still gets every event, past the drop, with no gap
			reader.next((event) -> event.sequence() > droppedAt, DEADLINE);
			List<Long> ids = reader.taken().stream().map(SseClient.Event::sequence).toList();
			List<Long> expected = new ArrayList<>();
			for (long id = ids.getFirst(); id <= ids.getLast(); id++) {
				expected.add(id);
			}
			assertThat(ids).isEqualTo(expected);
			assertThat(this.feed.subscriberCount()).isEqualTo(1);
			assertThat(this.feed.isPublishing()).isTrue();
			// dropping it held no thread: none stays waiting in a socket write (Tomcat's
			// blocking write, which a write to a completing response would be, held until
			// the connector's 20 s write timeout). A write to the reader may wait for an
			// instant while it reads, so a snapshot alone could catch one; within 5 s
			// every write still going on must have ended, which a held one would not
			await().atMost(HELD_WRITE)
				.pollInterval(Duration.ofMillis(50))
				.untilAsserted(() -> assertThat(Thread.getAllStackTraces().entrySet())
					.noneMatch((thread) -> waitsToWrite(thread.getKey(), thread.getValue())));

			// the dropped client's connection ends once it reads what was on its way
			stuck.setSoTimeout((int) DEADLINE.toMillis());
			assertThat(stuck.getInputStream().transferTo(OutputStream.nullOutputStream())).isPositive();
		}
	}

	@Test
	void subscribersBeyondTheCapAreRefusedWithRetryAfter() throws Exception {
		List<SseClient> open = new ArrayList<>();
		try {
			for (int i = 0; i < 6; i++) {
				open.add(open(null));
			}
			// on a plain socket, every step bounded: a refused request that did not come
			// back once hung the whole suite, with no connection of it seen on the node
			String refused = rawGet("/api/market/stream");
			assertThat(refused).startsWith("HTTP/1.1 503 ");
			String head = refused.substring(0, refused.indexOf("\r\n\r\n"));
			assertThat(head).containsIgnoringCase("\r\nRetry-After: ")
				.containsIgnoringCase("\r\nContent-Type: application/problem+json");
			String body = refused.substring(head.length() + 4);
			assertThat(this.json.readTree(body).get("reason").asString()).isEqualTo("BUSY");

			open.removeFirst().close();
			awaitFeed("the closed stream gone", (feed) -> feed.subscriberCount() == 5);
			open.add(open(null));
			assertThat(open.getLast().response().statusCode()).isEqualTo(200);
		}
		finally {
			open.forEach(SseClient::close);
		}
	}

	@Test
	void openApiDocumentDescribesTheStream() throws Exception {
		HttpResponse<String> document = HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.build()
			.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + "/v3/api-docs")).build(),
					HttpResponse.BodyHandlers.ofString());
		JsonNode openApi = this.json.readTree(document.body());
		JsonNode stream = openApi.get("paths").get("/api/market/stream").get("get");
		assertThat(stream.get("responses").get("200").get("content").has("text/event-stream")).isTrue();
		assertThat(stream.get("responses").has("503")).isTrue();
		assertThat(openApi.get("components").get("schemas").get("PriceChange").get("properties").propertyNames())
			.contains("symbol", "oldPrice", "newPrice", "change", "percent", "time");
	}

	/**
	 * A GET over HTTP/1.0 on a plain socket, connecting, sending and reading within the
	 * deadline: the whole response as text (the node closes the connection after it).
	 */
	private String rawGet(String path) throws Exception {
		try (Socket socket = new Socket()) {
			socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), this.port),
					(int) DEADLINE.toMillis());
			socket.setSoTimeout((int) DEADLINE.toMillis());
			OutputStream request = socket.getOutputStream();
			request.write(("GET " + path + " HTTP/1.0\r\nHost: localhost\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
			request.flush();
			return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	/** Waits for the node's feed to reach a state; the failure tells the feed's state. */
	private void awaitFeed(String what, Predicate<MarketFeed> reached) {
		try {
			await().atMost(DEADLINE).until(() -> reached.test(this.feed));
		}
		catch (ConditionTimeoutException ex) {
			throw new AssertionError("Not reached within " + DEADLINE + ": " + what + "; " + this.feed, ex);
		}
	}

	private static boolean waitsToWrite(Thread thread, StackTraceElement[] stack) {
		boolean waiting = thread.getState() == Thread.State.WAITING || thread.getState() == Thread.State.TIMED_WAITING;
		return waiting && Arrays.stream(stack)
			.anyMatch((frame) -> frame.getClassName().endsWith("NioEndpoint$NioSocketWrapper")
					&& frame.getMethodName().equals("doWrite"));
	}

	/**
	 * Opens a stream of this node, with {@code Last-Event-ID} unless null; a missing
	 * event's failure tells the feed's state.
	 */
	private SseClient open(String lastEventId) {
		return SseClient.open(streamUri(), lastEventId, this.feed::toString);
	}

	private URI streamUri() {
		return URI.create("http://localhost:" + this.port + "/api/market/stream");
	}

	private JsonNode read(SseClient.Event event) {
		return this.json.readTree(event.data());
	}

	private static JsonNode change(JsonNode prices, String symbol) {
		for (JsonNode change : prices.get("changes")) {
			if (change.get("symbol").asString().equals(symbol)) {
				return change;
			}
		}
		throw new AssertionError("No change of " + symbol + " in " + prices);
	}

	private Registration aRegistration() {
		return new Registration("lm:" + sequence.incrementAndGet(), "pw", "Live Market", "1 Main", "lm@example.com",
				"42", new BigDecimal("100000.00"));
	}

	private String aQuote(String price) {
		String symbol = "lm:" + sequence.incrementAndGet();
		this.trade.createQuote(symbol, "Company " + symbol, new BigDecimal(price));
		return symbol;
	}

	/**
	 * A small socket send buffer, so that a client that reads nothing backs up quickly.
	 */
	@TestConfiguration(proxyBeanMethods = false)
	static class SmallSendBuffer {

		@Bean
		WebServerFactoryCustomizer<TomcatServletWebServerFactory> smallSendBuffer() {
			return (factory) -> factory
				.addConnectorCustomizers((connector) -> connector.setProperty("socket.txBufSize", "8192"));
		}

	}

}
