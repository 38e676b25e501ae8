package org.stocktrader.web.session;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.web.PublicPage;

import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Stopping a node (its context closing, as on SIGTERM) first reports it not ready, so a
 * balancer stops sending to it, then lets the requests in flight finish
 * ({@code server.shutdown=graceful}) before it stops; with a shutdown delay, it serves
 * while not ready for that long first.
 */
class GracefulShutdownIntegrationTests {

	@Test
	void readinessGoesDownFirstAndARequestInFlightFinishes() throws Exception {
		Node node = Node.start(TestDatabase.freshDatabase(), List.of(SlowPage.class),
				"spring.session.jdbc.cleanup-cron=-");
		SlowPage slow = node.bean(SlowPage.class);
		ApplicationAvailability availability = node.bean(ApplicationAvailability.class);
		assertThat(availability.getReadinessState()).isEqualTo(ReadinessState.ACCEPTING_TRAFFIC);
		HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
		CompletableFuture<HttpResponse<String>> inFlight = client.sendAsync(
				HttpRequest.newBuilder(URI.create(node.baseUrl + "/test/slow")).timeout(Duration.ofSeconds(90)).build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(slow.entered.await(60, TimeUnit.SECONDS)).as("the slow request started").isTrue();

		CompletableFuture<Void> stopping = CompletableFuture.runAsync(node::close);

		await().atMost(Duration.ofSeconds(60))
			.until(() -> availability.getReadinessState() == ReadinessState.REFUSING_TRAFFIC);
		assertThat(inFlight).as("the request in flight when readiness went down").isNotDone();
		assertThat(stopping).as("the node waits for the request in flight").isNotDone();
		slow.release.countDown();
		HttpResponse<String> response = inFlight.get(60, TimeUnit.SECONDS);
		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(response.body()).isEqualTo("finished");
		stopping.get(60, TimeUnit.SECONDS);
	}

	@Test
	void duringTheShutdownDelayTheNodeIsNotReadyButServes() throws Exception {
		Node node = Node.start(TestDatabase.freshDatabase(), List.of(), "spring.session.jdbc.cleanup-cron=-",
				"trade.web.shutdown-delay=5s");
		ApplicationAvailability availability = node.bean(ApplicationAvailability.class);

		CompletableFuture<Void> stopping = CompletableFuture.runAsync(node::close);

		await().atMost(Duration.ofSeconds(60))
			.until(() -> availability.getReadinessState() == ReadinessState.REFUSING_TRAFFIC);
		// a balancer's health check now sees the node not ready, and what it still sends
		// is served
		assertThat(node.get("/welcome", null).statusCode()).isEqualTo(200);
		stopping.get(60, TimeUnit.SECONDS);
	}

	/** A page that answers when the test lets it. */
	@RestController
	@PublicPage
	static class SlowPage {

		final CountDownLatch entered = new CountDownLatch(1);

		final CountDownLatch release = new CountDownLatch(1);

		@GetMapping("/test/slow")
		String slow() throws InterruptedException {
			this.entered.countDown();
			if (!this.release.await(90, TimeUnit.SECONDS)) {
				throw new IllegalStateException("The test did not release the slow page");
			}
			return "finished";
		}

	}

}
