package org.stocktrader.services.rest;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.ServerBaseUrlCustomizer;
import org.stocktrader.services.trade.Refusal;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.info.BuildProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * What the OpenAPI document ({@code /v3/api-docs}, shown by Swagger UI at
 * {@code /swagger-ui.html}) says beyond what springdoc reads from the controllers: its
 * title, version and overview, the {@code Problem} schema (RFC 9457), and which problem
 * statuses each route answers, from one table here.
 */
@Configuration(proxyBeanMethods = false)
class ApiDocumentation {

	/** The schema name of an RFC 9457 problem. */
	static final String PROBLEM = "Problem";

	private static final String OVERVIEW = """
			StockTrader's trading API: quotes, the market summary and the CachePerf items (public), \
			registration, and each \
			trader's account, profile, holdings and orders. Sign in with POST /api/sessions; the session \
			cookie it sets (JSESSIONID) opens /api/accounts/{userId}/... for that user only. Every error \
			is an RFC 9457 problem (application/problem+json) whose reason names why the request was \
			refused. Order types are BUY and SELL; an order's status is OPEN, PROCESSING, CLOSED \
			(executed, not reported yet), COMPLETED (executed and reported), CANCELLED or FAILED. Times \
			are ISO 8601 in UTC; money is a decimal with two places.""";

	/** The problem statuses of each route beyond signing in (401, 403: by path). */
	private static final Map<String, List<Integer>> PROBLEMS = Map.ofEntries(
			Map.entry("POST /api/accounts", List.of(400, 409)), Map.entry("GET /api/accounts/{userId}", List.of(404)),
			Map.entry("GET /api/accounts/{userId}/profile", List.of(404)),
			Map.entry("PUT /api/accounts/{userId}/profile", List.of(400, 404)),
			Map.entry("GET /api/accounts/{userId}/holdings", List.of()),
			Map.entry("GET /api/accounts/{userId}/holdings/{holdingId}", List.of(400, 404)),
			Map.entry("GET /api/accounts/{userId}/orders", List.of(400)),
			Map.entry("GET /api/accounts/{userId}/orders/{orderId}", List.of(400, 404)),
			Map.entry("POST /api/accounts/{userId}/orders", List.of(400, 404, 422, 503)),
			Map.entry("POST /api/accounts/{userId}/orders/closed", List.of()),
			Map.entry("POST /api/orders/{orderId}/completion", List.of(400, 404, 422)),
			Map.entry("POST /api/orders/{orderId}/cancellation", List.of(400, 404, 422)),
			Map.entry("POST /api/sessions", List.of(400, 401, 429)), Map.entry("DELETE /api/sessions", List.of()),
			Map.entry("GET /api/quotes", List.of(400)), Map.entry("GET /api/quotes/{symbol}", List.of(404)),
			Map.entry("GET /api/market-summary", List.of()), Map.entry("GET /api/items/{symbol}", List.of(400, 404)));

	private static final Map<Integer, String> MEANINGS = Map.of(400, "The request is malformed or out of range.", 401,
			"Not signed in, or a wrong user id or password.", 403, "Not the caller's account, or not the operator.",
			404, "No such user, quote, item, holding or order (or not the caller's).", 409, "The user id is taken.",
			422, "Refused by the trading rules (for example, not enough cash).", 429,
			"Too many failed sign-ins; wait and retry.", 503, "Busy: the same request may succeed later.");

	/**
	 * The document's server is a relative URL ({@code /}): the API where the document was
	 * read. springdoc would otherwise build it from the request's {@code Host} header, so
	 * a caller (or a cache in front) could make the document name any host.
	 * @return the customizer
	 */
	@Bean
	ServerBaseUrlCustomizer relativeServerUrl() {
		return (serverBaseUrl, request) -> "/";
	}

	@Bean
	OpenApiCustomizer apiOverview(ObjectProvider<BuildProperties> build) {
		return (openApi) -> {
			BuildProperties properties = build.getIfAvailable();
			openApi.info(new Info().title("StockTrader API")
				.version((properties != null) ? properties.getVersion() : "development")
				.description(OVERVIEW));
			Components components = (openApi.getComponents() != null) ? openApi.getComponents() : new Components();
			openApi.setComponents(components.addSchemas(PROBLEM, problemSchema()));
			if (openApi.getPaths() != null) {
				openApi.getPaths().forEach(ApiDocumentation::declareProblems);
			}
		};
	}

	private static void declareProblems(String path, PathItem item) {
		item.readOperationsMap().forEach((method, operation) -> {
			List<Integer> statuses = PROBLEMS.get(method + " " + path);
			if (statuses == null) {
				return;
			}
			statuses.forEach((status) -> addProblem(operation, status));
			if (path.startsWith("/api/accounts/{") || path.startsWith("/api/orders/")) {
				addProblem(operation, 401);
				addProblem(operation, 403);
			}
		});
	}

	private static void addProblem(Operation operation, int status) {
		if (operation.getResponses() == null) {
			operation.setResponses(new ApiResponses());
		}
		Schema<?> reference = new Schema<>().$ref("#/components/schemas/" + PROBLEM);
		operation.getResponses()
			.addApiResponse(String.valueOf(status),
					new ApiResponse().description(MEANINGS.get(status))
						.content(new Content().addMediaType(
								org.springframework.http.MediaType.APPLICATION_PROBLEM_JSON_VALUE,
								new MediaType().schema(reference))));
	}

	private static Schema<?> problemSchema() {
		List<String> reasons = Arrays.stream(Refusal.values()).map(Refusal::name).toList();
		StringSchema reason = new StringSchema();
		reasons.forEach(reason::addEnumItem);
		return new ObjectSchema().description("An RFC 9457 problem: why a request was not done.")
			.addProperty("type", new StringSchema().description("A URI naming the kind of problem (about:blank)."))
			.addProperty("title", new StringSchema().description("A short summary of the kind of problem."))
			.addProperty("status", new IntegerSchema().description("The HTTP status."))
			.addProperty("detail", new StringSchema().description("What went wrong with this request."))
			.addProperty("instance", new StringSchema().description("The request's path."))
			.addProperty("reason", reason.description("Why a request was refused (absent for a malformed request)."));
	}

}
