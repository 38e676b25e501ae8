package org.stocktrader.systemtest.security;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.sql.DataSource;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every state-changing page action, spelled every way a URL can reach the same handler (a
 * percent-encoded letter in lower or upper case hex, a path parameter, a doubled or
 * trailing slash), sent by a browser on another site ({@code Sec-Fetch-Site:
 * cross-site}) with the trader's session cookie: none takes effect, the trader stays
 * signed in, and each percent-encoded spelling reaches the handler and gets the 403 page.
 * The same spellings from a script that sends no browser headers still reach the action,
 * so the refusals come from the request's origin, not from a broken URL.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=operator-secret" })
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@RealDatabase
class EncodedSpellingsIntegrationTests {

	private static final String USER = "uid:11";

	private static final String ATTACKER = "uid:12";

	@LocalServerPort
	int port;

	@Autowired
	DataSource dataSource;

	private JdbcClient jdbc;

	private AppHttp trader;

	private int holding;

	@BeforeAll
	void signIn() throws Exception {
		this.jdbc = JdbcClient.create(this.dataSource);
		this.trader = AppHttp.signedIn(this.port, USER, "xxx");
		this.holding = this.jdbc.sql("""
				select h.holdingid from holding h join account a on a.accountid = h.account_accountid
				where a.profile_userid = :userId order by h.holdingid limit 1
				""").param("userId", USER).query(Integer.class).single();
	}

	/** The state-changing actions, as path (first segment) and query. */
	private List<String[]> actions() {
		return List.of(new String[] { "app", "action=buy&symbol=s:3&quantity=8" },
				new String[] { "app", "action=sell&holdingID=" + this.holding },
				new String[] { "app",
						"action=update_profile&fullname=Mallory&address=x&email=m%40x&creditcard=6666"
								+ "&password=hacked&cpassword=hacked&currentpassword=xxx" },
				new String[] { "app", "action=login&uid=" + ATTACKER + "&passwd=xxx" },
				new String[] { "app", "action=logout" },
				new String[] { "app",
						"action=register&user%20id=xs:new&passwd=p&confirm%20passwd=p&Full%20Name=E"
								+ "&snail%20mail=a&email=e%40x&Credit%20Card%20Number=1&money=1000" },
				new String[] { "logout", "" }, new String[] { "config", "" });
	}

	/** Spellings of {@code /segment} that may reach the same handler. */
	static Set<String> spellings(String segment) {
		Set<String> spellings = new LinkedHashSet<>();
		spellings.add("/" + segment);
		for (int i = 0; i < segment.length(); i++) {
			String hex = Integer.toHexString(segment.charAt(i));
			spellings.add("/" + segment.substring(0, i) + "%" + hex + segment.substring(i + 1));
			spellings.add("/" + segment.substring(0, i) + "%" + hex.toUpperCase() + segment.substring(i + 1));
		}
		spellings.add("/" + segment + ";x=1");
		spellings.add("/" + segment + ";jsessionid=0");
		spellings.add("//" + segment);
		spellings.add("/" + segment + "/");
		spellings.add("/./" + segment);
		spellings.add("/" + segment.toUpperCase());
		return spellings;
	}

	@TestFactory
	Stream<DynamicTest> crossSiteSpellingsChangeNothing() {
		List<DynamicTest> tests = new ArrayList<>();
		for (String[] action : actions()) {
			for (String spelling : spellings(action[0])) {
				String target = spelling + (action[1].isEmpty() ? "" : "?" + action[1]);
				tests.add(DynamicTest.dynamicTest(target, () -> {
					String before = snapshot();
					HttpResponse<String> response = get(this.trader, target, "cross-site");
					// 403 from the page, 400 from the firewall (a path parameter), 404
					// where
					// no handler is reached, 401 from the operator's Basic challenge
					assertThat(response.statusCode()).as(target).isIn(400, 401, 403, 404);
					assertThat(snapshot()).as(target).isEqualTo(before);
					assertThat(get(this.trader, "/home", null).body()).as("still signed in after " + target)
						.contains("Welcome, " + USER);
				}));
			}
		}
		return tests.stream();
	}

	@Test
	void everyEncodedLetterReachesTheHandlerAndIsRefused() throws Exception {
		for (String spelling : spellings("app")) {
			if (spelling.contains("%")) {
				HttpResponse<String> response = get(this.trader, spelling + "?action=buy&symbol=s:3&quantity=8",
						"cross-site");
				assertThat(response.statusCode()).as(spelling).isEqualTo(403);
				assertThat(response.body()).as(spelling).contains("came from another web site");
			}
		}
	}

	@Test
	void aScriptWithoutBrowserHeadersReachesTheActionUnderAnEncodedSpelling() throws Exception {
		String before = snapshot();
		HttpResponse<String> response = get(this.trader, "/%61pp?action=buy&symbol=s:3&quantity=1", null);
		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(snapshot()).isNotEqualTo(before);
	}

	/** The trader's money, holdings, orders, logins and profile. */
	private String snapshot() {
		return this.jdbc.sql("""
				select concat_ws('|', (select sum(balance) from account), (select sum(logincount) from account),
					(select sum(logoutcount) from account), (select count(*) from account),
					(select count(*) from orders), (select count(*) from holding),
					(select md5(string_agg(concat_ws(',', userid, password, fullname, address, email, creditcard),
						';' order by userid)) from accountprofile))
				""").query(String.class).single();
	}

	private HttpResponse<String> get(AppHttp client, String target, String fetchSite) {
		HttpRequest.Builder request = client.request(target);
		if (fetchSite != null) {
			request.header("Sec-Fetch-Site", fetchSite);
		}
		return client.send(request);
	}

}
