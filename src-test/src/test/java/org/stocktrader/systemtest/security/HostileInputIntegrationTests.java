package org.stocktrader.systemtest.security;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.sql.DataSource;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
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
 * Generated hostile input against the pages, the {@code app?action=} URLs, REST and SOAP:
 * bad numbers, control characters, overlong strings, injection strings and oversized
 * bodies. Every case must answer without a 5xx (a SOAP fault's 500 aside) and without a
 * stack trace, and leave the database exactly as it was (sum of balances and logins,
 * counts of accounts, orders and holdings, every profile).
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.login-failures-per-user=1000000" })
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@RealDatabase
class HostileInputIntegrationTests {

	private static final Logger logger = LoggerFactory.getLogger(HostileInputIntegrationTests.class);

	/** The page user (signed in once), the REST user and the SOAP user. */
	private static final String PAGE_USER = "uid:7";

	private static final String REST_USER = "uid:8";

	private static final String SOAP_USER = "uid:9";

	private static final Pattern STACK_TRACE = Pattern
		.compile("\\tat [a-z]|at org\\.stocktrader\\.|Exception:|\\.java:\\d");

	private static final List<String> BAD_QUANTITIES = List.of("NaN", "Infinity", "-Infinity", "1e309", "-1", "0",
			"4.9e-324", "0.00001", "1e12", "1000001", "99999999999999999999", "\u0661\u0662\u0663", "\uFF11\uFF12",
			"0x10", "1,5", "+5", "5 shares", "\u00005");

	private static final List<String> BAD_AMOUNTS = List.of("NaN", "Infinity", "1e309", "-1", "-0.01", "1e3",
			"\u0661\u0662\u0663", "\uFF11\uFF10\uFF10", "0x10", "1000000000000", "99999999999999999999", "1.001",
			"\u0000100");

	private static final List<String> CONTROL = List.of("\u0000uid:0", "uid:0\r\n", "a\u0000b", "x\ny", "bell\u0007",
			"tab\u001Bx");

	private static final List<String> OVERLONG = List.of("x".repeat(101), "y".repeat(5000));

	/** Invalid as a user id to register, a symbol or a card number. */
	private static final List<String> INJECTION = List.of("' OR '1'='1", "uid:0'; drop table account;--",
			"<script>alert(1)</script>", "a|b", "a{b}", "a^b", "a\\b", "a<b>", "../../etc/passwd", "uid:0 x",
			"${7*7} #{7*7}", "u".repeat(51));

	private static final AtomicInteger sent = new AtomicInteger();

	private static final AtomicInteger serverErrors = new AtomicInteger();

	private static final AtomicInteger stateChanges = new AtomicInteger();

	@LocalServerPort
	int port;

	@Autowired
	DataSource dataSource;

	private JdbcClient jdbc;

	private HttpClient pages;

	private final HttpClient plain = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	private String baseline;

	private int pageHolding;

	private int soapHolding;

	@BeforeAll
	void signInAndTakeBaseline() throws Exception {
		this.jdbc = JdbcClient.create(this.dataSource);
		this.pages = AppHttp.signedIn(this.port, PAGE_USER, "xxx").client();
		this.pageHolding = holdingOf(PAGE_USER);
		this.soapHolding = holdingOf(SOAP_USER);
		this.baseline = snapshot();
	}

	@AfterAll
	void report() {
		logger.info("Hostile input: {} requests sent, {} answered 5xx (SOAP faults aside), {} changed the database",
				sent.get(), serverErrors.get(), stateChanges.get());
	}

	@TestFactory
	Stream<DynamicTest> pages() {
		List<Case> cases = new ArrayList<>();
		for (String quantity : BAD_QUANTITIES) {
			cases.add(pageForm("buy quantity " + quantity, "/buy", Map.of("symbol", "s:1", "quantity", quantity)));
			cases.add(pageForm("sell quantity " + quantity, "/sell",
					Map.of("holdingID", String.valueOf(this.pageHolding), "quantity", quantity)));
			cases.add(pageForm("sell holding " + quantity, "/sell", Map.of("holdingID", quantity)));
		}
		for (String amount : BAD_AMOUNTS) {
			cases.add(
					pageForm("register balance " + amount, "/register", registration("ok:" + sent.hashCode(), amount)));
		}
		for (String text : concat(CONTROL, OVERLONG, INJECTION)) {
			cases.add(pageForm("login " + text, "/login", Map.of("uid", text, "passwd", "xxx")));
			cases.add(pageForm("buy symbol " + text, "/buy", Map.of("symbol", text, "quantity", "1")));
			cases.add(pageForm("register user id " + text, "/register", registration(text, "1000")));
			cases.add(pageGet("quotes " + text, "/quotes", Map.of("symbols", text)));
		}
		for (String text : concat(CONTROL, OVERLONG)) {
			for (String field : List.of("fullName", "address", "email", "creditCard", "password")) {
				Map<String, String> profile = profile();
				profile.put(field, text);
				if (field.equals("password")) {
					profile.put("confirmPassword", text);
				}
				cases.add(pageForm("profile " + field + " " + text, "/account", profile));
			}
		}
		for (String field : List.of("fullName", "address", "email", "creditCard")) {
			Map<String, String> profile = profile();
			profile.put(field, "");
			cases.add(pageForm("profile empty " + field, "/account", profile));
		}
		cases.add(pageForm("profile card <script>", "/account", withEntry(profile(), "creditCard", "<script>")));
		cases.add(pageForm("profile email no at", "/account", withEntry(profile(), "email", "not-an-email")));
		cases.add(new Case("page form of 3 MB",
				() -> send(this.pages, HttpRequest.newBuilder(uri("/buy"))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString("symbol=s:1&quantity=1&pad=" + "x".repeat(3 << 20))))));
		return run(cases);
	}

	@TestFactory
	Stream<DynamicTest> appActions() {
		List<Case> cases = new ArrayList<>();
		for (String quantity : BAD_QUANTITIES) {
			cases.add(appGet("buy " + quantity, Map.of("action", "buy", "symbol", "s:2", "quantity", quantity)));
			cases.add(appGet("sell " + quantity, Map.of("action", "sell", "holdingID", quantity)));
		}
		for (String amount : BAD_AMOUNTS) {
			Map<String, String> registration = appRegistration("ok:app", amount);
			cases.add(appGet("register money " + amount, registration));
		}
		for (String text : concat(CONTROL, OVERLONG, INJECTION)) {
			cases.add(appGet("login " + text, Map.of("action", "login", "uid", text, "passwd", "xxx")));
			cases.add(appGet("quote " + text, Map.of("action", "quotes", "symbols", text)));
			cases.add(appGet("buy symbol " + text, Map.of("action", "buy", "symbol", text, "quantity", "1")));
			cases.add(appGet("register " + text, appRegistration(text, "1000")));
		}
		for (String text : concat(CONTROL, OVERLONG)) {
			for (String field : List.of("fullname", "address", "email", "creditcard")) {
				Map<String, String> update = new LinkedHashMap<>(Map.of("action", "update_profile", "fullname", "A B",
						"address", "1 St", "email", "a@b.c", "creditcard", "1-2"));
				update.put(field, text);
				cases.add(appGet("update_profile " + field + " " + text, update));
			}
		}
		cases.add(appGet("update_profile all empty", Map.of("action", "update_profile")));
		return run(cases);
	}

	@TestFactory
	Stream<DynamicTest> rest() {
		List<Case> cases = new ArrayList<>();
		for (String quantity : List.of("-1", "0", "4.9e-324", "1e309", "-1e309", "1e12", "1000001", "0.00001",
				"\"NaN\"", "\"Infinity\"", "\"\u0661\u0662\"", "999999", "\"1e400\"")) {
			cases.add(restJson("buy " + quantity, "POST", "/api/accounts/" + REST_USER + "/orders",
					"{\"type\":\"buy\",\"symbol\":\"s:3\",\"quantity\":" + quantity + "}", true));
			cases.add(restJson("sell " + quantity, "POST", "/api/accounts/" + REST_USER + "/orders",
					"{\"type\":\"sell\",\"holdingId\":" + holdingOf(REST_USER) + ",\"quantity\":" + quantity + "}",
					true));
		}
		cases.add(restJson("sell more than held", "POST", "/api/accounts/" + REST_USER + "/orders",
				"{\"type\":\"sell\",\"holdingId\":" + holdingOf(REST_USER) + ",\"quantity\":1000000}", true));
		for (String amount : List.of("-1", "1e309", "1e13", "\"NaN\"", "\"\u0661\u0662\"", "1E+999999999")) {
			cases.add(
					restJson("register balance " + amount, "POST", "/api/accounts",
							"{\"userId\":\"ok:rest\",\"password\":\"p\",\"fullName\":\"A\",\"address\":\"B\","
									+ "\"email\":\"a@b.c\",\"creditCard\":\"1\",\"openBalance\":" + amount + "}",
							false));
		}
		for (String text : concat(CONTROL, OVERLONG, INJECTION, List.of("a b", "a|b", "a{}", "a^", "a\\\\", "a<>"))) {
			String json = json(text);
			cases.add(restJson("register " + text, "POST", "/api/accounts", "{\"userId\":" + json
					+ ",\"password\":\"p\",\"fullName\":\"A\",\"address\":\"B\",\"email\":\"a@b.c\",\"creditCard\":\"1\","
					+ "\"openBalance\":1000}", false));
			cases.add(restJson("login " + text, "POST", "/api/sessions",
					"{\"userId\":" + json + ",\"password\":\"xxx\"}", false));
			cases.add(restJson("buy symbol " + text, "POST", "/api/accounts/" + REST_USER + "/orders",
					"{\"type\":\"buy\",\"symbol\":" + json + ",\"quantity\":1}", true));
			cases.add(new Case("quotes " + text,
					() -> send(this.plain, HttpRequest.newBuilder(uri("/api/quotes", Map.of("symbols", text))))));
			cases.add(new Case("quote path " + text, () -> send(this.plain,
					HttpRequest.newBuilder(URI.create(base() + "/api/quotes/" + pathSegment(text))))));
		}
		for (String text : concat(CONTROL, OVERLONG)) {
			for (String field : List.of("fullName", "address", "email", "creditCard", "password")) {
				Map<String, String> profile = new LinkedHashMap<>(
						Map.of("fullName", "A B", "address", "1 St", "email", "a@b.c", "creditCard", "1-2"));
				profile.put(field, text);
				String body = profile.entrySet()
					.stream()
					.map((entry) -> json(entry.getKey()) + ":" + json(entry.getValue()))
					.collect(Collectors.joining(",", "{", "}"));
				cases.add(restJson("profile " + field + " " + text, "PUT", "/api/accounts/" + REST_USER + "/profile",
						body, true));
			}
		}
		cases.add(restJson("empty profile", "PUT", "/api/accounts/" + REST_USER + "/profile", "{}", true));
		cases.add(restJson("not json", "POST", "/api/accounts", "{\"userId\":", false));
		cases.add(restJson("array", "POST", "/api/accounts", "[1,2,3]", false));
		cases.add(restJson("nested deep", "POST", "/api/accounts", "[".repeat(5000) + "]".repeat(5000), false));
		cases.add(new Case("REST body of 2 MB with length",
				() -> send(this.plain, HttpRequest.newBuilder(uri("/api/accounts"))
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"" + "x".repeat(2 << 20) + "\"}")))));
		cases.add(new Case("REST body of 2 MB chunked",
				() -> send(this.plain, HttpRequest.newBuilder(uri("/api/accounts"))
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(
							("{\"userId\":\"" + "x".repeat(2 << 20) + "\"}").getBytes(StandardCharsets.UTF_8)))))));
		return run(cases);
	}

	@TestFactory
	Stream<DynamicTest> soap() {
		List<Case> cases = new ArrayList<>();
		for (String quantity : List.of("NaN", "INF", "-INF", "1e309", "-1", "0", "4.9E-324", "1e12", "1000001",
				"\u0661\u0662", "0x10", "")) {
			cases.add(soapCase("buy " + quantity,
					"<buy xmlns=\"" + NS + "\"><userID>" + SOAP_USER + "</userID><symbol>s:4</symbol><quantity>"
							+ quantity + "</quantity><orderProcessingMode>0</orderProcessingMode></buy>"));
			if (quantity.equals("1e12") || quantity.equals("1000001")) {
				// a valid quantity above the holding sells the whole holding
				// (contracts.md 6.4)
				continue;
			}
			cases.add(soapCase("sellEnhanced " + quantity,
					"<sellEnhanced xmlns=\"" + NS + "\"><userID>" + SOAP_USER + "</userID><holdingID>"
							+ this.soapHolding + "</holdingID><quantity>" + quantity + "</quantity></sellEnhanced>"));
		}
		List<String> texts = new ArrayList<>(List.of("&#0;uid:0", "uid:0&#13;&#10;", "a&#7;b"));
		texts.addAll(OVERLONG);
		texts.addAll(INJECTION.stream().map(HostileInputIntegrationTests::xml).toList());
		for (String text : texts) {
			cases.add(soapCase("login " + text,
					"<login xmlns=\"" + NS + "\"><userID>" + text + "</userID><password>xxx</password></login>"));
			cases.add(soapCase("getQuote " + text,
					"<getQuote xmlns=\"" + NS + "\"><symbol>" + text + "</symbol></getQuote>"));
			cases.add(soapCase("register " + text, "<register xmlns=\"" + NS + "\"><userID>" + text
					+ "</userID><password>p</password><fullname>A</fullname><address>B</address><email>a@b.c</email>"
					+ "<creditcard>1</creditcard><openBalance>1000</openBalance></register>"));
		}
		for (String text : List.of("&#0;x", "x&#13;&#10;y", "z".repeat(101), "")) {
			for (String field : List.of("fullName", "address", "email", "creditCard")) {
				Map<String, String> profile = new LinkedHashMap<>(
						Map.of("fullName", "A B", "address", "1 St", "email", "a@b.c", "creditCard", "1-2"));
				profile.put(field, text);
				String fields = profile.entrySet()
					.stream()
					.map((entry) -> "<" + entry.getKey() + ">" + entry.getValue() + "</" + entry.getKey() + ">")
					.collect(Collectors.joining());
				cases.add(soapCase("updateAccountProfile " + field + " " + text,
						"<updateAccountProfile xmlns=\"" + NS + "\"><profileData><userID>" + SOAP_USER
								+ "</userID><password></password>" + fields + "</profileData></updateAccountProfile>"));
			}
		}
		// not Unicode digits: JAXB reads xsd:decimal with new BigDecimal, which takes
		// them
		for (String amount : List.of("-1", "1e13", "NaN", "1E+999999999", "12x")) {
			cases.add(soapCase("register balance " + amount, "<register xmlns=\"" + NS
					+ "\"><userID>ok:soap</userID><password>p</password><fullname>A</fullname><address>B</address>"
					+ "<email>a@b.c</email><creditcard>1</creditcard><openBalance>" + amount
					+ "</openBalance></register>"));
		}
		cases.add(new Case("SOAP body of 2 MB", () -> send(this.plain, soapRequest(
				"<getQuote xmlns=\"" + NS + "\"><symbol>" + "x".repeat(2 << 20) + "</symbol></getQuote>"))));
		return run(cases);
	}

	private static final String NS = "http://trade.samples.websphere.ibm.com";

	/** Where a REST request gets the caller's credential, once the API has sign-in. */
	HttpRequest.Builder withCredential(HttpRequest.Builder request, String userId) {
		return request;
	}

	private Case pageForm(String name, String path, Map<String, String> fields) {
		return new Case("page " + name, () -> send(this.pages, form(path, fields)));
	}

	private Case pageGet(String name, String path, Map<String, String> query) {
		return new Case("page " + name, () -> send(this.pages, HttpRequest.newBuilder(uri(path, query))));
	}

	private Case appGet(String name, Map<String, String> query) {
		return new Case("app " + name, () -> send(this.pages, HttpRequest.newBuilder(uri("/app", query))));
	}

	private Case restJson(String name, String method, String path, String body, boolean needsIdentity) {
		return new Case("REST " + name, () -> {
			HttpRequest.Builder request = HttpRequest.newBuilder(uri(path))
				.header("Content-Type", "application/json")
				.method(method, HttpRequest.BodyPublishers.ofString(body));
			return send(this.plain, needsIdentity ? withCredential(request, REST_USER) : request);
		});
	}

	private Case soapCase(String name, String body) {
		return new Case("SOAP " + name, () -> send(this.plain, soapRequest(body)));
	}

	private HttpRequest.Builder soapRequest(String body) {
		return HttpRequest.newBuilder(uri("/services/TradeServices"))
			.header("Content-Type", "text/xml;charset=UTF-8")
			.header("SOAPAction", "\"\"")
			.POST(HttpRequest.BodyPublishers
				.ofString("<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>" + body
						+ "</s:Body></s:Envelope>"));
	}

	private Stream<DynamicTest> run(List<Case> cases) {
		return cases.stream().map((c) -> DynamicTest.dynamicTest(printable(c.name()), () -> {
			HttpResponse<String> response = c.request().call();
			sent.incrementAndGet();
			boolean soapFault = c.name().startsWith("SOAP ") && response.statusCode() == 500
					&& response.body().contains("Fault>");
			if (response.statusCode() >= 500 && !soapFault) {
				serverErrors.incrementAndGet();
			}
			String before = this.baseline;
			String after = snapshot();
			if (!after.equals(before)) {
				stateChanges.incrementAndGet();
				// the next case compares with the state this one left
				this.baseline = after;
			}
			assertThat(response.statusCode()).as("status of %s: %s", c.name(), shorten(response.body()))
				.matches((status) -> status < 500 || soapFault, "no 5xx but a SOAP fault");
			assertThat(response.body()).as("body of %s", c.name()).doesNotContainPattern(STACK_TRACE);
			assertThat(after).as("database after %s (%s)", c.name(), shorten(response.body())).isEqualTo(before);
		}));
	}

	/** Sums and counts, and a digest of every profile (password hashes included). */
	private String snapshot() {
		return this.jdbc.sql("""
				select concat_ws('|',
					(select sum(balance) from account), (select sum(logincount) from account),
					(select count(*) from account), (select count(*) from orders), (select count(*) from holding),
					(select sum(quantity) from holding),
					(select md5(string_agg(concat_ws(',', userid, password, fullname, address, email, creditcard),
						';' order by userid)) from accountprofile))
				""").query(String.class).single();
	}

	private int holdingOf(String userId) {
		return this.jdbc.sql("""
				select h.holdingid from holding h join account a on a.accountid = h.account_accountid
				where a.profile_userid = :userId order by h.holdingid limit 1
				""").param("userId", userId).query(Integer.class).single();
	}

	private HttpResponse<String> send(HttpClient client, HttpRequest.Builder request) throws Exception {
		return client.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
	}

	private HttpRequest.Builder form(String path, Map<String, String> fields) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(encode(fields)));
	}

	private static Map<String, String> registration(String userId, String balance) {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("userId", userId);
		fields.put("password", "p");
		fields.put("confirmPassword", "p");
		fields.put("fullName", "A B");
		fields.put("address", "1 St");
		fields.put("email", "a@b.c");
		fields.put("creditCard", "1-2");
		fields.put("openBalance", balance);
		return fields;
	}

	private static Map<String, String> appRegistration(String userId, String balance) {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("action", "register");
		fields.put("user id", userId);
		fields.put("passwd", "p");
		fields.put("confirm passwd", "p");
		fields.put("Full Name", "A B");
		fields.put("snail mail", "1 St");
		fields.put("email", "a@b.c");
		fields.put("Credit Card Number", "1-2");
		fields.put("money", balance);
		return fields;
	}

	private static Map<String, String> profile() {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("fullName", "A B");
		fields.put("address", "1 St");
		fields.put("email", "a@b.c");
		fields.put("creditCard", "1-2");
		fields.put("password", "");
		fields.put("confirmPassword", "");
		return fields;
	}

	private static Map<String, String> withEntry(Map<String, String> fields, String key, String value) {
		fields.put(key, value);
		return fields;
	}

	private String base() {
		return "http://localhost:" + this.port;
	}

	private URI uri(String path) {
		return URI.create(base() + path);
	}

	private URI uri(String path, Map<String, String> query) {
		return URI.create(base() + path + "?" + encode(query));
	}

	private static String encode(Map<String, String> fields) {
		return fields.entrySet()
			.stream()
			.map((entry) -> URLEncoder.encode(entry.getKey(), StandardCharsets.UTF_8) + "="
					+ URLEncoder.encode(entry.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
	}

	private static String pathSegment(String text) {
		return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
	}

	private static String json(String text) {
		StringBuilder out = new StringBuilder("\"");
		for (char c : text.toCharArray()) {
			if (c == '"' || c == '\\') {
				out.append('\\').append(c);
			}
			else if (c < 0x20) {
				out.append(String.format("\\u%04x", (int) c));
			}
			else {
				out.append(c);
			}
		}
		return out.append('"').toString();
	}

	private static String xml(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
	}

	private static List<String> concat(List<String> first, List<String> second) {
		return concat(first, second, List.of(), List.of());
	}

	private static List<String> concat(List<String> first, List<String> second, List<String> third) {
		return concat(first, second, third, List.of());
	}

	private static List<String> concat(List<String> first, List<String> second, List<String> third,
			List<String> fourth) {
		return Stream.of(first, second, third, fourth).flatMap(List::stream).toList();
	}

	private static String printable(String name) {
		String visible = name.chars()
			.mapToObj((c) -> (c < 0x20) ? String.format("\\x%02x", c) : String.valueOf((char) c))
			.collect(Collectors.joining());
		return (visible.length() > 80) ? visible.substring(0, 80) + "… (" + visible.length() + " chars)" : visible;
	}

	private static String shorten(String body) {
		return (body.length() > 300) ? body.substring(0, 300) + "…" : body;
	}

	/** One hostile request. */
	record Case(String name, Callable<HttpResponse<String>> request) {
	}

}
