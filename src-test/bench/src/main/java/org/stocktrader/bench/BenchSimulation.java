package org.stocktrader.bench;

import java.time.Duration;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.forever;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.http.HttpDsl.http;

/**
 * What the three workloads share: the settings, the protocol defaults, the injection, the
 * think time, and the measurement window every transaction is recorded in.
 */
abstract class BenchSimulation extends Simulation {

	private static final String STARTED = "bench.started";

	final BenchSettings settings;

	private final WindowRecorder recorder;

	BenchSimulation(String scenario, Duration defaultThink, int defaultUsers) {
		this.settings = BenchSettings.fromSystemProperties(defaultThink, defaultUsers);
		this.recorder = new WindowRecorder(scenario, this.settings);
	}

	/** Plain HTTP/1.1 to the base URL, no cache, no compression, no warm-up request. */
	HttpProtocolBuilder protocol() {
		return http.baseUrl(this.settings.baseUrl())
			.disableWarmUp()
			.disableCaching()
			.acceptEncodingHeader("identity")
			.userAgentHeader("StockTrader-bench/Gatling");
	}

	/**
	 * A SOAP client: text/xml posts; in the open model each arrival is one call, so the
	 * virtual users share one connection pool, as a service client does; in the closed
	 * model each virtual user keeps its own connection.
	 */
	HttpProtocolBuilder serviceProtocol() {
		HttpProtocolBuilder protocol = protocol().contentTypeHeader("text/xml; charset=utf-8");
		return (this.settings.model() == BenchSettings.LoadModel.OPEN) ? protocol.shareConnections() : protocol;
	}

	/** Closed model: each virtual user calls until the run ends. Open model: one call. */
	ChainBuilder repeatInClosedModel(ChainBuilder call) {
		return (this.settings.model() == BenchSettings.LoadModel.CLOSED) ? forever().on(call) : call;
	}

	void run(ScenarioBuilder scenario, HttpProtocolBuilder protocol) {
		setUp(this.settings.inject(scenario).protocols(protocol)).maxDuration(this.settings.maxDuration())
			.assertions(this.settings.assertions());
	}

	/**
	 * One transaction: the request (with any redirect it answers with, and its checks)
	 * timed from send to the last byte of the final response, and recorded as successful
	 * only if every check passed.
	 */
	ChainBuilder transaction(String operation, HttpRequestActionBuilder request) {
		return exec((session) -> {
			this.recorder.startOnce();
			return session.set(STARTED, System.nanoTime());
		}).exec(request).exec((session) -> {
			this.recorder.record(operation, System.nanoTime() - session.getLong(STARTED), !session.isFailed());
			return session.markAsSucceeded();
		});
	}

	ChainBuilder think() {
		return doIf((session) -> this.settings.thinks()).then(pause(this.settings.think()));
	}

	@Override
	public void after() {
		this.recorder.finish();
	}

}
