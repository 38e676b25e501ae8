package org.stocktrader.services.soap.client;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.services.soap.ServicesIntegrationTestSupport;
import org.stocktrader.services.trade.OrderProcessor;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The remote order processor in asynchronous mode, as .NET StockTrader's business service
 * uses it: a web tier places an order through the SOAP back end and sends
 * {@code SubmitOrder} for it. Here the node's processor never polls in the test's time
 * and listens to no notification, so only {@code SubmitOrder} wakes it: the order is
 * answered open (not executed on the request), is executed by the processor (its count
 * goes up), and exactly once however often it is submitted.
 */
@TestPropertySource(properties = { "trade.processing-mode=asynchronous", "trade.order-processor.listen=false",
		"trade.order-processor.poll-interval=1h" })
class RemoteOrderProcessorIntegrationTests extends ServicesIntegrationTestSupport {

	@Autowired
	OrderProcessor processor;

	@Autowired
	OrderRepository orders;

	@Test
	void anOrderSentByTheWebTierAndSubmittedTwiceExecutesOnceOnTheProcessor() {
		String userId = "ro:" + System.nanoTime() % 1_000_000_000;
		this.trade
			.register(new Registration(userId, "pw", "Remote User", "1 Main", "r@x", "42", new BigDecimal("1000.00")));
		String symbol = "ro:" + System.nanoTime() % 100_000;
		this.trade.createQuote(symbol, "Remote Co", new BigDecimal("10.00"));
		long executedBefore = this.processor.executedCount();
		Bus bus = BusFactory.newInstance().createBus();
		try {
			TradeService webTierBackEnd = SoapClientConfiguration
				.soapTradeService(URI.create(url("/services/TradeServices")), new BackendProperties(BackendMode.SOAP,
						URI.create(url("/services/TradeServices")), null, null, null), null, bus);

			Order placed = webTierBackEnd.buy(userId, symbol, 3);

			assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
			assertThat(placed.price()).isNull();
			assertThat(this.orders.find(placed.orderId()).orElseThrow().status()).isEqualTo(OrderStatus.OPEN);
			assertThat(this.trade.getAccountData(userId).balance()).isEqualByComparingTo("1000.00");

			assertThat(submitOrder(placed.orderId()).statusCode()).isEqualTo(202);
			assertThat(submitOrder(placed.orderId()).statusCode()).isEqualTo(202);
			Order executed = await().atMost(Duration.ofSeconds(60))
				.until(() -> this.orders.find(placed.orderId()).orElseThrow(),
						(order) -> order.status() == OrderStatus.CLOSED);
			assertThat(submitOrder(placed.orderId()).statusCode()).isEqualTo(202);

			assertThat(executed.price()).isEqualByComparingTo("10.00");
			assertThat(this.processor.executedCount()).isEqualTo(executedBefore + 1);
			// 1000 - (3 x 10.00 + 15.95), once
			assertThat(this.trade.getAccountData(userId).balance()).isEqualByComparingTo("954.05");
			assertThat(this.trade.getHoldings(userId)).hasSize(1);
			assertThat(webTierBackEnd.getOrders(userId)).singleElement()
				.satisfies((order) -> assertThat(order.status()).isEqualTo(OrderStatus.CLOSED));
		}
		finally {
			bus.shutdown(true);
		}
	}

	private HttpResponse<String> submitOrder(int orderId) {
		return postAsOperator("/services/OrderProcessorService", "SubmitOrder",
				envelope("<SubmitOrder xmlns=\"http://Trade.TraderOrderHost\"><order><orderID xmlns=\"" + NS + "\">"
						+ orderId + "</orderID><orderType xmlns=\"" + NS + "\">buy</orderType></order></SubmitOrder>"));
	}

}
