package org.stocktrader.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;

import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

/**
 * Workload 1, the Trade web application (workloads.md §1): Part 1 (an existing user) then
 * Part 2 (a new user), over the original {@code app?action=} URLs. One virtual user runs
 * one iteration, so every iteration starts with a new cookie jar and new TCP connections
 * (Gatling keeps connections per virtual user and closes them when it ends); the closed
 * model replaces each finished virtual user at once, the open model starts
 * {@code bench.rate} iterations per second. Every page is checked for HTTP 200, its
 * closing tag and its expected content, in the wording of the implementation measured
 * ({@link Target}, {@code bench.target}). A login or register that redirects to the home
 * page is one transaction, as in the published script. Think time {@code bench.think},
 * default 1 s.
 */
public class WebSimulation extends BenchSimulation {

	private static final String OPENING_BALANCE = "100000";

	@SuppressWarnings("this-escape") // Gatling builds the scenario in the constructor
	public WebSimulation() {
		super("web", Duration.ofSeconds(1), 200);
		ScenarioBuilder scenario = scenario("web").exec(desynchronizeFirstUsers(), partOne(), partTwo());
		run(scenario, protocol().acceptHeader("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"));
	}

	/** Without this, the first virtual users would all log in at the same instant. */
	private ChainBuilder desynchronizeFirstUsers() {
		return doIf((session) -> this.settings.thinks() && session.userId() <= this.settings.users())
			.then(pause((session) -> Duration
				.ofMillis(ThreadLocalRandom.current().nextLong(this.settings.think().toMillis() + 1))));
	}

	private ChainBuilder partOne() {
		return exec((session) -> session.set("uid", Workload.randomUser(this.settings)))
			.exec(transaction("login",
					http("login").post("/app")
						.formParam("action", "login")
						.formParam("uid", "#{uid}")
						.formParam("passwd", "xxx")
						.check(page(this.settings.target().home()))))
			.exec(think(), quote(), think(), quote(), think(), account(), think(), quote(), think(), portfolio(),
					think(), home(), think(), quote(), think(), quote(), think(), logout(), think());
	}

	private ChainBuilder partTwo() {
		return exec((session) -> session.set("uid", Workload.newUser()))
			.exec(transaction("register",
					http("register").post("/app")
						.formParam("action", "register")
						.formParam("user id", "#{uid}")
						.formParam("passwd", "xxx")
						.formParam("confirm passwd", "xxx")
						.formParam("Full Name", "Bench Trader")
						.formParam("Credit Card Number", "123-fake-ccnum-456")
						.formParam("money", OPENING_BALANCE)
						.formParam("email", "bench@example.org")
						.formParam("snail mail", "1 Load Test Way")
						.check(page(this.settings.target().home()))))
			.exec(think(), quote(), think(), account(), think(), quote(), think(), buy(), think(), portfolio(), think(),
					quote(), think(), buy(), think(), quote(), think(), buy(), think(), account(), think(), quote(),
					think(), buy(), think(), portfolio(), think(), home());
	}

	private ChainBuilder quote() {
		return exec((session) -> session.set("symbol", Workload.randomSymbol(this.settings))).exec(transaction("quotes",
				http("quotes").get("/app?action=quotes&symbols=#{symbol}").check(page(">#{symbol}<"))));
	}

	private ChainBuilder account() {
		return transaction("account", http("account").get("/app?action=account").check(page("#{uid}<")));
	}

	private ChainBuilder portfolio() {
		return transaction("portfolio",
				http("portfolio").get("/app?action=portfolio").check(page(this.settings.target().portfolio())));
	}

	private ChainBuilder home() {
		return transaction("home", http("home").get("/app?action=home").check(page(this.settings.target().home())));
	}

	private ChainBuilder logout() {
		return transaction("logout", http("logout").get("/app?action=logout").check(page("name=\"uid\"")));
	}

	private ChainBuilder buy() {
		return exec((session) -> session.set("symbol", Workload.randomSymbol(this.settings))
			.set("quantity", Workload.randomQuantity()))
			.exec(transaction("buy",
					http("buy").post("/app")
						.formParam("action", "buy")
						.formParam("symbol", "#{symbol}")
						.formParam("quantity", "#{quantity}")
						.check(page("has been submitted", "#{symbol}"))));
	}

	/**
	 * A complete and correct page: HTTP 200, the closing tag of the document, and each
	 * expected text (Gatling EL). A user id or symbol is expected as element text
	 * ({@code uid:7<}), so the login form echoing a rejected user id does not pass for a
	 * home page.
	 */
	private CheckBuilder[] page(String... expected) {
		List<CheckBuilder> checks = new ArrayList<>(
				List.of(status().is(200), substring(this.settings.target().closingTag())));
		for (String text : expected) {
			checks.add(substring(text));
		}
		return checks.toArray(CheckBuilder[]::new);
	}

}
