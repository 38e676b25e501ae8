package org.stocktrader.services.soap.client;

import java.util.Map;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.stocktrader.services.soap.contract.ITradeServices;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * With {@code trade.backend.mode=SOAP}, makes the SOAP client the primary
 * {@code TradeService}, so the web tier calls the configured remote endpoint. The SOAP
 * and REST facades keep using the in-process service ({@code @InProcess}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = "trade.backend.mode", havingValue = "SOAP")
class SoapClientConfiguration {

	@Bean(destroyMethod = "shutdown")
	Bus tradeBackendBus() {
		// a bus of its own: the client must not see the server endpoints' interceptors
		return BusFactory.newInstance().createBus();
	}

	@Bean
	@Primary
	SoapTradeService soapTradeService(BackendProperties properties, Bus tradeBackendBus) {
		if (properties.url() == null) {
			throw new IllegalStateException("trade.backend.mode=SOAP needs trade.backend.url, the ITradeServices "
					+ "endpoint, for example http://host:8080/services/TradeServices");
		}
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setBus(tradeBackendBus);
		factory.setServiceClass(ITradeServices.class);
		factory.setAddress(properties.url().toString());
		if (properties.hasCredentials()) {
			factory.setUsername(properties.username());
			factory.setPassword(properties.password());
		}
		// getAllQuotes and long order lists are legitimately large answers
		factory.setProperties(Map.of(StaxUtils.MAX_CHILD_ELEMENTS, 10_000_000, StaxUtils.MAX_ELEMENT_DEPTH, 64));
		ITradeServices remote = factory.create(ITradeServices.class);
		Client client = ClientProxy.getClient(remote);
		HTTPClientPolicy policy = new HTTPClientPolicy();
		policy.setConnectionTimeout(5_000);
		policy.setReceiveTimeout(60_000);
		((HTTPConduit) client.getConduit()).setClient(policy);
		return new SoapTradeService(remote);
	}

}
