package org.stocktrader.services.market;

import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.HeaderParameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.services.quote.QuoteCacheProperties;
import org.stocktrader.services.trade.MarketSummaries;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The live market stream, {@code GET /api/market/stream}, in a servlet web application
 * with {@code trade.market-stream.enabled} (the default). Public, like the quotes and the
 * market summary it carries ({@code RestSecurityConfiguration}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnBooleanProperty(name = "trade.market-stream.enabled", matchIfMissing = true)
@EnableConfigurationProperties(MarketStreamProperties.class)
class MarketStreamConfiguration {

	/** The stream's path. */
	static final String PATH = "/api/market/stream";

	@Bean
	MarketFeed marketFeed(MarketSummaries summaries, Notifications notifications, QuoteCacheProperties quoteCache,
			JsonMapper json, MarketStreamProperties properties) {
		// computed for each event, not the summary the facades reuse: the stream is live
		return new MarketFeed(summaries::fresh, notifications, quoteCache.channel(), json, properties);
	}

	/**
	 * {@code marketStream} in {@code /actuator/health}: DOWN when the publisher stopped.
	 */
	@Bean
	MarketStreamHealthIndicator marketStreamHealthIndicator(MarketFeed feed) {
		return new MarketStreamHealthIndicator(feed);
	}

	@Bean
	ServletRegistrationBean<MarketStreamServlet> marketStreamServlet(MarketFeed feed, JsonMapper json) {
		ServletRegistrationBean<MarketStreamServlet> registration = new ServletRegistrationBean<>(
				new MarketStreamServlet(feed, json), PATH);
		registration.setName("marketStream");
		registration.setAsyncSupported(true);
		return registration;
	}

	/** Describes the stream in the OpenAPI document, with its events' schemas. */
	@Bean
	OpenApiCustomizer marketStreamDocument() {
		return (openApi) -> {
			Components components = (openApi.getComponents() != null) ? openApi.getComponents() : new Components();
			ModelConverters.getInstance().read(PriceChanges.class).forEach(components::addSchemas);
			ModelConverters.getInstance().read(PriceChange.class).forEach(components::addSchemas);
			openApi.setComponents(components);
			if (openApi.getPaths() == null) {
				openApi.setPaths(new Paths());
			}
			openApi.getPaths().addPathItem(PATH, new PathItem().get(streamOperation()));
		};
	}

	private static Operation streamOperation() {
		String description = """
				The live market as Server-Sent Events (`text/event-stream`), for browsers (`EventSource`) \
				and programs. Public, like `/api/market-summary`. Events, each with an `id:` line:

				- `summary`: the market summary, the same JSON as `GET /api/market-summary` (schema \
				`MarketSummary`), sent first (the latest one) and then at most once per interval when \
				anything changed.
				- `prices`: the price changes of one interval, coalesced per symbol (schema \
				`PriceChanges`: `changes` of `symbol`, `oldPrice`, `newPrice`, `change`, `percent`, \
				`time`; `truncated` when more symbols changed than one event carries).

				Comment lines (`:`) keep a silent stream open. Reconnect with the `Last-Event-ID` \
				header (browsers do it themselves): the events after it are replayed while the node \
				holds them, otherwise the latest summary is sent. Every node publishes the trades \
				of every node. A client that does not read is dropped; beyond the node's subscriber \
				limit the answer is 503 with `Retry-After`.""";
		return new Operation().operationId("marketStream")
			.addTagsItem("market-stream")
			.summary("The live market: summary and price changes as Server-Sent Events")
			.description(description)
			.addParametersItem(new HeaderParameter().name("Last-Event-ID")
				.description("The id of the last event received; the stream resumes after it")
				.schema(new StringSchema()))
			.responses(
					new ApiResponses()
						.addApiResponse("200",
								new ApiResponse().description("The stream (never ends by itself)")
									.content(new Content().addMediaType(MarketStreamServlet.EVENT_STREAM,
											new MediaType().schema(new StringSchema().example(
													"""
															id: m1x2y3-7
															event: prices
															data: {"changes":[{"symbol":"s:1","oldPrice":10.00,"newPrice":10.50,\
															"change":0.50,"percent":5.00,"time":"2026-11-23T03:00:00Z"}],"truncated":false}

															""")))))
						.addApiResponse("503",
								new ApiResponse()
									.description(
											"The node streams to as many clients as it can (a problem, reason BUSY)")
									.addHeaderObject("Retry-After", new Header().schema(new IntegerSchema()))));
	}

}
