package org.stocktrader.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ClosedInjectionStep;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;

import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;

/**
 * The settings every simulation reads from system properties ({@code -Dbench.*}), so that
 * the same scenarios measure any implementation of the same contracts.
 *
 * @param baseUrl the application under test, {@code bench.baseUrl}, default
 * {@code http://127.0.0.1:8080}
 * @param model {@code bench.model}: {@code closed} (a constant number of concurrent
 * virtual users, the default) or {@code open} (a constant arrival rate)
 * @param users {@code bench.users}: concurrent virtual users of the closed model
 * @param rate {@code bench.rate}: arrivals per second of the open model (web: iterations
 * of the script; SOAP and WSTest: requests)
 * @param ramp {@code bench.ramp} seconds: linear ramp-up before the constant load
 * @param warmup {@code bench.warmup} seconds of constant load before the measurement
 * window
 * @param duration {@code bench.duration} seconds: the measurement window, after the
 * ramp-up and the warm-up
 * @param after {@code bench.after} seconds of the same load after the window, counted in
 * no figure (0 by default): {@code run-benchmark.sh} records its CPU profile then, so the
 * recording's own cost stays out of the window's figures
 * @param think {@code bench.think} milliseconds between requests of a virtual user (0 for
 * peak throughput)
 * @param accounts {@code bench.accounts}: users {@code uid:0..accounts-1} exist
 * @param quotes {@code bench.quotes}: symbols {@code s:0..quotes-1} exist
 * @param strict {@code bench.strict}: assert zero failed and some successful requests
 * (the CI smoke run)
 * @param target {@code bench.target}: the implementation whose pages the web script
 * checks, {@code stocktrader} (default) or {@code daytrader}
 */
record BenchSettings(String baseUrl, LoadModel model, int users, double rate, Duration ramp, Duration warmup,
		Duration duration, Duration after, Duration think, int accounts, int quotes, boolean strict, Target target) {

	/** How virtual users are injected. */
	enum LoadModel {

		/** A constant number of concurrent virtual users. */
		CLOSED,

		/** A constant arrival rate of new virtual users. */
		OPEN

	}

	static BenchSettings fromSystemProperties(Duration defaultThink, int defaultUsers) {
		return new BenchSettings(stripTrailingSlash(property("bench.baseUrl", "http://127.0.0.1:8080")),
				LoadModel.valueOf(property("bench.model", "closed").toUpperCase(Locale.ROOT)),
				Integer.parseInt(property("bench.users", Integer.toString(defaultUsers))),
				Double.parseDouble(property("bench.rate", "10")), seconds(property("bench.ramp", "0")),
				seconds(property("bench.warmup", "0")), seconds(property("bench.duration", "60")),
				seconds(property("bench.after", "0")),
				Duration.ofMillis(Long.parseLong(property("bench.think", Long.toString(defaultThink.toMillis())))),
				Integer.parseInt(property("bench.accounts", "500000")),
				Integer.parseInt(property("bench.quotes", "100000")),
				Boolean.parseBoolean(property("bench.strict", "false")),
				Target.of(property("bench.target", "stocktrader")));
	}

	static String property(String name, String fallback) {
		String value = System.getProperty(name);
		return (value == null || value.isBlank()) ? fallback : value.trim();
	}

	/**
	 * The whole run: ramp-up, warm-up, the measurement window and the load after it, plus
	 * a second so the window closes before Gatling stops the run.
	 */
	Duration maxDuration() {
		return this.ramp.plus(constantLoad());
	}

	/** The constant load after the ramp-up. */
	private Duration constantLoad() {
		return this.warmup.plus(this.duration).plus(this.after).plusSeconds(1);
	}

	private static Duration seconds(String value) {
		return Duration.ofMillis((long) (Double.parseDouble(value) * 1000));
	}

	boolean thinks() {
		return !this.think.isZero();
	}

	/**
	 * Injects the scenario with the configured model. In the closed model, a scenario
	 * that loops forever keeps {@code users} virtual users alive for the whole run; one
	 * that runs a single iteration is replaced by a new virtual user as soon as it ends.
	 */
	PopulationBuilder inject(ScenarioBuilder scenario) {
		if (this.model == LoadModel.OPEN) {
			List<OpenInjectionStep> steps = new ArrayList<>();
			if (!this.ramp.isZero()) {
				steps.add(rampUsersPerSec(Math.min(1.0, this.rate)).to(this.rate).during(this.ramp));
			}
			steps.add(constantUsersPerSec(this.rate).during(constantLoad()));
			return scenario.injectOpen(steps);
		}
		List<ClosedInjectionStep> steps = new ArrayList<>();
		if (!this.ramp.isZero()) {
			steps.add(rampConcurrentUsers(0).to(this.users).during(this.ramp));
		}
		steps.add(constantConcurrentUsers(this.users).during(constantLoad()));
		return scenario.injectClosed(steps);
	}

	List<Assertion> assertions() {
		if (!this.strict) {
			return List.of();
		}
		return List.of(global().failedRequests().count().is(0L), global().successfulRequests().count().gt(0L));
	}

	private static String stripTrailingSlash(String url) {
		return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
	}

}
