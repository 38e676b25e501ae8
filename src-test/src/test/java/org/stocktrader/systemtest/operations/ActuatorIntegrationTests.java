package org.stocktrader.systemtest.operations;

import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The assembled application's Actuator endpoints: the liveness and readiness probes
 * answer anyone with their status only; health details, info, metrics and Prometheus
 * answer the operator credential alone.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=" + AppHttp.OPERATOR_PASSWORD })
@RealDatabase
class ActuatorIntegrationTests {

	private static final String[] OPERATOR_ONLY = { "/actuator", "/actuator/health", "/actuator/health/db",
			"/actuator/health/readiness/db", "/actuator/info", "/actuator/metrics",
			"/actuator/metrics/jvm.threads.live", "/actuator/prometheus", "/actuator/env", "/actuator/beans" };

	@LocalServerPort
	int port;

	private AppHttp http() {
		return AppHttp.anonymous(this.port);
	}

	@Test
	void probesAnswerAnyoneWithTheirStatusOnly() {
		for (String probe : new String[] { "/actuator/health/liveness", "/actuator/health/readiness" }) {
			HttpResponse<String> answer = http().get(probe);
			assertThat(answer.statusCode()).as(probe).isEqualTo(200);
			assertThat(answer.body()).as(probe).contains("\"status\":\"UP\"").doesNotContain("components", "details");
		}
	}

	@Test
	void readinessShowsTheDatabaseWritesMigrationsAndOrderProcessorToTheOperator() {
		HttpResponse<String> readiness = http().asOperator("/actuator/health/readiness");
		assertThat(readiness.statusCode()).isEqualTo(200);
		assertThat(readiness.body())
			.contains("\"dbWrites\"", "\"migrations\"", "\"orderProcessor\"", "\"readinessState\"")
			.contains("\"pending\":0");
	}

	@Test
	void everyOtherEndpointRefusesCallersWithoutTheOperatorCredential() {
		for (String path : OPERATOR_ONLY) {
			assertThat(http().get(path).statusCode()).as(path).isEqualTo(401);
			assertThat(http().send(http().request(path).header("Authorization", AppHttp.basic("operator:wrong")))
				.statusCode()).as(path).isEqualTo(401);
		}
	}

	@Test
	void healthDetailsInfoAndPrometheusAnswerTheOperator() {
		HttpResponse<String> health = http().asOperator("/actuator/health");
		assertThat(health.statusCode()).isEqualTo(200);
		assertThat(health.body()).contains("\"orderProcessor\"", "\"processingMode\":\"SYNCHRONOUS\"");
		HttpResponse<String> info = http().asOperator("/actuator/info");
		assertThat(info.statusCode()).isEqualTo(200);
		assertThat(info.body()).contains("\"processingMode\":\"SYNCHRONOUS\"", "\"maximumPoolSize\"",
				"\"garbageCollectors\"", "\"java\"", "\"build\"");
		assertThat(info.body()).doesNotContain(AppHttp.OPERATOR_PASSWORD);
		HttpResponse<String> prometheus = http().asOperator("/actuator/prometheus");
		assertThat(prometheus.statusCode()).isEqualTo(200);
		assertThat(prometheus.body()).contains("jvm_memory_used_bytes", "hikaricp_connections_active",
				"process_cpu_usage", "trade_orders_backlog", "cache_gets_total{cache=\"quotes\"");
		// endpoints that are not exposed stay absent, even to the operator
		assertThat(http().asOperator("/actuator/env").statusCode()).isEqualTo(404);
	}

}
