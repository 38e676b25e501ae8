package org.stocktrader.bench;

// Bytes the server allocates per request, read from its JVM over JMX (com.sun.management.ThreadMXBean:
// all threads' allocated bytes before and after a burst of identical requests); CPU-noise free, so usable on a
// busy machine. A program of the bench module:
//
//   java -Dcom.sun.management.jmxremote.port=19710 -Dcom.sun.management.jmxremote.host=127.0.0.1 \
//        -Dcom.sun.management.jmxremote.authenticate=false -Dcom.sun.management.jmxremote.ssl=false \
//        -jar trade-web/target/stocktrader-exec.jar --server.port=19700 [--trade.metrics.enabled=false] ...
//   src-test/bench/run-program.sh AllocPerRequest 19710 http://127.0.0.1:19700 [requests]
//
// It signs in as uid:7, warms up, then measures each request kind (quote, home, account and portfolio pages,
// REST quote, SOAP getQuote, WSTest EchoList) sequentially on one connection;
// background threads (samplers, pool housekeeping) add a little to every figure.
import java.lang.management.ManagementFactory;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import javax.management.MBeanServerConnection;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

public final class AllocPerRequest {

	private AllocPerRequest() {
	}

	public static void main(String[] args) throws Exception {
		int jmxPort = Integer.parseInt(args[0]);
		String base = args[1];
		int requests = (args.length > 2) ? Integer.parseInt(args[2]) : 5000;
		JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmxPort + "/jmxrmi");
		try (JMXConnector connector = JMXConnectorFactory.connect(url)) {
			MBeanServerConnection server = connector.getMBeanServerConnection();
			com.sun.management.ThreadMXBean threads = ManagementFactory.newPlatformMXBeanProxy(server,
					ManagementFactory.THREAD_MXBEAN_NAME, com.sun.management.ThreadMXBean.class);
			HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
			client.send(HttpRequest.newBuilder(URI.create(base + "/app"))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString("action=login&uid=uid%3A7&passwd=xxx"))
				.build(), HttpResponse.BodyHandlers.discarding());
			Map<String, Supplier<HttpRequest>> kinds = new LinkedHashMap<>();
			kinds.put("quote page GET /quotes?symbols=s:1",
					() -> HttpRequest.newBuilder(URI.create(base + "/quotes?symbols=s:1")).build());
			kinds.put("quote page GET /app?action=quotes",
					() -> HttpRequest.newBuilder(URI.create(base + "/app?action=quotes&symbols=s:1")).build());
			kinds.put("home page GET /app?action=home",
					() -> HttpRequest.newBuilder(URI.create(base + "/app?action=home")).build());
			kinds.put("account page GET /app?action=account",
					() -> HttpRequest.newBuilder(URI.create(base + "/app?action=account")).build());
			kinds.put("portfolio GET /app?action=portfolio",
					() -> HttpRequest.newBuilder(URI.create(base + "/app?action=portfolio")).build());
			kinds.put("REST GET /api/quotes/s:1",
					() -> HttpRequest.newBuilder(URI.create(base + "/api/quotes/s:1")).build());
			kinds.put("SOAP getQuote", () -> soap(base + "/services/TradeServices",
					"http://trade.samples.websphere.ibm.com/ITradeServices/getQuote",
					"<getQuote xmlns=\"http://trade.samples.websphere.ibm.com\"><symbol>s:1</symbol></getQuote>"));
			kinds.put("WSTest EchoList (1 node)", () -> soap(base + "/wstest/services/WSTestService",
					"uri:WSTestWeb-TestService/EchoList",
					"<EchoList xmlns=\"uri:WSTestWeb-TestService\"><list><i>1</i><f>1</f><s>wstest</s></list></EchoList>"));
			for (Map.Entry<String, Supplier<HttpRequest>> kind : kinds.entrySet()) {
				run(client, kind.getValue(), requests);
				long before = threads.getTotalThreadAllocatedBytes();
				run(client, kind.getValue(), requests);
				long after = threads.getTotalThreadAllocatedBytes();
				System.out.printf("%-36s %,10d bytes allocated per request (%,d requests)%n", kind.getKey(),
						(after - before) / requests, requests);
			}
		}
	}

	private static HttpRequest soap(String url, String action, String body) {
		return HttpRequest.newBuilder(URI.create(url))
			.header("Content-Type", "text/xml; charset=utf-8")
			.header("SOAPAction", "\"" + action + "\"")
			.POST(HttpRequest.BodyPublishers
				.ofString("<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>" + body
						+ "</s:Body></s:Envelope>"))
			.build();
	}

	private static void run(HttpClient client, Supplier<HttpRequest> request, int count) throws Exception {
		for (int i = 0; i < count; i++) {
			HttpResponse<Void> response = client.send(request.get(), HttpResponse.BodyHandlers.discarding());
			if (response.statusCode() != 200) {
				throw new IllegalStateException(request.get().uri() + " answered " + response.statusCode());
			}
		}
	}

}
