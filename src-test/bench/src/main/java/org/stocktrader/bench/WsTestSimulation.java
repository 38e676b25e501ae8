package org.stocktrader.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Choice;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.randomSwitch;
import static io.gatling.javaapi.core.CoreDsl.regex;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

/**
 * Workload 3, WSTest (workloads.md §3, contracts.md §3): EchoList, EchoStruct and
 * GetOrder with message size {@code bench.messageSize} (default 20: a 20-node list, 20
 * structs, 20 line items), chosen with equal odds from {@code bench.operations} (default
 * all three; {@code EchoList} alone gives the published headline figure), against
 * {@code /wstest/services/WSTestService} (or {@code bench.wstestPath}). Think time
 * {@code bench.think}, default 100 ms. A transaction counts when the answer is HTTP 200,
 * holds no fault and carries exactly {@code messageSize} objects.
 */
public class WsTestSimulation extends BenchSimulation {

	private static final String NS = "uri:WSTestWeb-TestService";

	private final String path = BenchSettings.property("bench.wstestPath", "/wstest/services/WSTestService");

	private final int size = Integer.parseInt(BenchSettings.property("bench.messageSize", "20"));

	@SuppressWarnings("this-escape") // Gatling builds the scenario in the constructor
	public WsTestSimulation() {
		super("wstest", Duration.ofMillis(100), 50);
		List<String> operations = Arrays
			.stream(BenchSettings.property("bench.operations", "EchoList,EchoStruct,GetOrder").split(","))
			.map(String::trim)
			.filter((operation) -> !operation.isEmpty())
			.toList();
		ChainBuilder call = exec(pick(operations)).exec(think());
		run(scenario("wstest").exec(repeatInClosedModel(call)), serviceProtocol());
	}

	private ChainBuilder pick(List<String> operations) {
		if (operations.size() == 1) {
			return operation(operations.get(0));
		}
		double weight = 100.0 / operations.size();
		List<Choice.WithWeight> choices = new ArrayList<>();
		for (String operation : operations) {
			choices.add(new Choice.WithWeight(weight, operation(operation)));
		}
		return randomSwitch().on(choices);
	}

	private ChainBuilder operation(String name) {
		return switch (name.toLowerCase(Locale.ROOT)) {
			case "echolist" ->
				call("EchoList", "<list>" + node(0) + "</list>", "EchoListResult", "<(?:[\\w.-]+:)?s>wstest</");
			case "echostruct" ->
				call("EchoStruct", "<array>" + structs() + "</array>", "EchoStructResult", "<(?:[\\w.-]+:)?s>wstest</");
			case "getorder" -> call("GetOrder",
					"<orderId>1</orderId><customerId>1</customerId><messageSize>" + this.size + "</messageSize>",
					"GetOrderResult", "<(?:[\\w.-]+:)?LineItem[\\s/>]");
			default -> throw new IllegalArgumentException(
					"bench.operations: unknown WSTest operation " + name + " (EchoList, EchoStruct, GetOrder)");
		};
	}

	/** TestNode i with i = f = index and s = "wstest", linked through Next. */
	private String node(int index) {
		String next = (index + 1 < this.size) ? "<Next>" + node(index + 1) + "</Next>" : "";
		return fields(index) + next;
	}

	private String structs() {
		StringBuilder structs = new StringBuilder();
		for (int i = 0; i < this.size; i++) {
			structs.append("<l>").append(fields(i)).append("</l>");
		}
		return structs.toString();
	}

	private static String fields(int index) {
		return "<i>" + index + "</i><f>" + index + "</f><s>wstest</s>";
	}

	private ChainBuilder call(String operation, String parameters, String result, String itemPattern) {
		String envelope = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><" + operation
				+ " xmlns=\"" + NS + "\">" + parameters + "</" + operation + "></s:Body></s:Envelope>";
		return transaction(operation,
				http(operation).post(this.path)
					.header("SOAPAction", "\"" + NS + "/" + operation + "\"")
					.body(StringBody(envelope))
					.check(status().is(200), regex("<(?:[\\w.-]+:)?" + result + "[\\s/>]").exists(),
							substring("Fault>").notExists(), regex(itemPattern).count().is(this.size)));
	}

}
