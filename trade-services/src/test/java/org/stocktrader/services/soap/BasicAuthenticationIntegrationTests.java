package org.stocktrader.services.soap;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import jakarta.xml.ws.WebServiceException;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.TradeServicesApplication;
import org.stocktrader.services.soap.contract.ITradeServices;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * With a service credential set ({@code trade.services.security.*}) and no trusted
 * network configured, SOAP needs HTTP Basic from every client, loopback included.
 */
@SpringBootTest(classes = TradeServicesApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "trade.services.security.username=bench", "trade.services.security.password=s3cret" })
@RealDatabase
class BasicAuthenticationIntegrationTests {

	@LocalServerPort
	int port;

	ITradeServices client(String username, String password) {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(ITradeServices.class);
		factory.setAddress("http://localhost:" + this.port + "/services/TradeServices");
		factory.setUsername(username);
		factory.setPassword(password);
		return factory.create(ITradeServices.class);
	}

	int status(String path, String authorization) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path));
		if (authorization != null) {
			request.header("Authorization", authorization);
		}
		return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
	}

	static String basic(String credentials) {
		return "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
	}

	@Test
	void soapClientWithTheCredentialsIsServed() {
		client("bench", "s3cret").emptyMethodAction();
	}

	@Test
	void soapClientWithoutOrWithWrongCredentialsIsRefused() {
		assertThatExceptionOfType(WebServiceException.class).isThrownBy(() -> client(null, null).emptyMethodAction());
		assertThatExceptionOfType(WebServiceException.class)
			.isThrownBy(() -> client("bench", "wrong").emptyMethodAction());
	}

	@Test
	void everyServicePathIsGuardedAndOthersAreNot() throws Exception {
		for (String path : new String[] { "/services/TradeServices?wsdl", "/trade/services/TradeWSServices?wsdl",
				"/TradeServiceWcf/TradeServiceWcf.svc?wsdl" }) {
			assertThat(status(path, null)).as(path).isEqualTo(401);
			assertThat(status(path, basic("bench:nope"))).as(path).isEqualTo(401);
			assertThat(status(path, basic("bench:s3cret"))).as(path).isEqualTo(200);
		}
		assertThat(status("/v3/api-docs", null)).isEqualTo(200);
		// REST knows traders by their sessions, not the service credential
		assertThat(status("/api/market-summary", null)).isEqualTo(200);
	}

}
