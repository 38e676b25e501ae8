package org.stocktrader.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

import static io.gatling.javaapi.core.CoreDsl.ElFileBody;
import static io.gatling.javaapi.core.CoreDsl.doIfOrElse;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.percent;
import static io.gatling.javaapi.core.CoreDsl.randomSwitch;
import static io.gatling.javaapi.core.CoreDsl.regex;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

/**
 * Workload 2, the Trade middle-tier web services (workloads.md §2): one SOAP call per
 * transaction to {@code /services/TradeServices} (or {@code bench.soapPath}), with the
 * stand-in "Transaction-Light" mix, .NET-style envelopes (the SOAPAction values of
 * contracts.md §1.3, namespace {@code http://trade.samples.websphere.ibm.com}), random
 * users and symbols, and think time {@code bench.think}, default 100 ms. A transaction
 * counts when the answer is HTTP 200 with the operation's return element and no fault. A
 * sell sells a holding seen in an earlier getHoldings answer; when none is known it buys
 * instead, as IBM Trade's scenario driver does.
 */
public class TradeSoapSimulation extends BenchSimulation {

	private static final String NS = "http://trade.samples.websphere.ibm.com";

	private final String path = BenchSettings.property("bench.soapPath", "/services/TradeServices");

	@SuppressWarnings("this-escape") // Gatling builds the scenario in the constructor
	public TradeSoapSimulation() {
		super("soap", Duration.ofMillis(100), 50);
		ChainBuilder call = exec((session) -> session.set("uid", Workload.randomUser(this.settings))
			.set("symbol", Workload.randomSymbol(this.settings))
			.set("quantity", Workload.randomQuantity())).exec(mix()).exec(think());
		run(scenario("soap").exec(repeatInClosedModel(call)), serviceProtocol());
	}

	private ChainBuilder mix() {
		return randomSwitch().on(percent(40).then(op("getQuote", NS + "/ITradeServices/getQuote", echoes("symbol"))),
				percent(10).then(op("getMarketSummary", "getMarketSummary")),
				percent(10).then(op("getAccountData", "getAccountData", echoes("uid"))),
				percent(12).then(op("getHoldings", "getHoldings",
						regex("<(?:[\\w.-]+:)?holdingID>(\\d+)<").findAll().optional().saveAs("holdingIds"))
					.exec((session) -> {
						List<String> ids = session.getList("holdingIds");
						HoldingPool.offer(session.getString("uid"), ids);
						return session.remove("holdingIds");
					})),
				percent(6).then(op("getOrders", "getOrders")),
				percent(4).then(op("getClosedOrders", "getClosedOrders")),
				percent(4).then(op("login", NS + "/ITradeServices/login",
						regex("<(?:[\\w.-]+:)?loginReturn[^>]*nil=\"(?:true|1)\"").notExists(), echoes("uid"))),
				percent(4).then(transaction("logout", call("logout", "logout").check(status().is(200),
						regex("<(?:[\\w.-]+:)?logoutResponse[\\s/>]").exists(), substring("Fault>").notExists()))),
				percent(2).then(op("getAccountProfileData", "getAccountProfileData", echoes("uid"))),
				percent(2).then(op("updateAccountProfile", "updateAccountProfile", echoes("uid"))),
				percent(2).then(exec((session) -> session.set("newUid", Workload.newUser()))
					.exec(op("register", "register", echoes("newUid")))),
				percent(3).then(buy()), percent(1).then(sellOrBuy()));
	}

	private ChainBuilder buy() {
		return op("buy", "buy", echoes("symbol"));
	}

	private ChainBuilder sellOrBuy() {
		return exec((session) -> {
			HoldingPool.Holding holding = HoldingPool.take();
			return (holding != null) ? session.set("sellUid", holding.user()).set("sellHoldingId", holding.id())
					: session.remove("sellHoldingId");
		}).exec(doIfOrElse((session) -> session.contains("sellHoldingId")).then(op("sell", "sell")).orElse(buy()));
	}

	/**
	 * One call, answered with HTTP 200, the operation's {@code <op>Return} element, no
	 * SOAP fault, and the given checks.
	 */
	private ChainBuilder op(String operation, String soapAction, CheckBuilder... more) {
		List<CheckBuilder> checks = new ArrayList<>(List.of(status().is(200),
				regex("<(?:[\\w.-]+:)?" + operation + "Return[\\s/>]").exists(), substring("Fault>").notExists()));
		checks.addAll(List.of(more));
		return transaction(operation, call(operation, soapAction).check(checks));
	}

	/** The session attribute's value appears as an element's text in the answer. */
	private static CheckBuilder echoes(String attribute) {
		return substring(">#{" + attribute + "}<");
	}

	private HttpRequestActionBuilder call(String operation, String soapAction) {
		return http(operation).post(this.path)
			.header("SOAPAction", "\"" + soapAction + "\"")
			.body(ElFileBody("bench/soap/" + operation + ".xml"));
	}

}
