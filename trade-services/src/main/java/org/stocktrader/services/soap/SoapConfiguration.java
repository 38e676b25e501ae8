package org.stocktrader.services.soap;

import java.util.HashMap;
import java.util.Map;

import org.apache.cxf.Bus;
import org.apache.cxf.bus.spring.SpringBus;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.transport.servlet.CXFServlet;
import org.apache.cxf.ws.policy.PolicyEngine;
import org.stocktrader.edge.EmptyRequests;
import org.stocktrader.edge.RequestBodyLimit;
import org.stocktrader.edge.RequestFaults;
import org.stocktrader.edge.ServicePages;
import org.stocktrader.services.soap.contract.ITradeServices;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * Publishes the SOAP endpoints on the default CXF bus ({@code cxf}) through one
 * {@link CXFServlet}: {@code ITradeServices} at {@code /services/TradeServices} and at
 * the original products' paths, DayTrader's {@code TradeWSServices} at DayTrader's path
 * {@code /daytrader/services/TradeWSServices} and, chosen by the body's namespace
 * ({@link ContractSelection}), at every one of those addresses, and the order processor
 * at {@code /services/OrderProcessorService}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SoapProperties.class)
class SoapConfiguration {

	/** Where the CXF servlet answers; each endpoint's address is relative to these. */
	static final String[] SERVLET_MAPPINGS = { "/services/*", "/trade/services/*", "/TradeServiceWcf/*",
			"/TradeWebBSL/*", ContractSelection.DAYTRADER_SERVLET_PATH + "/*" };

	/**
	 * The bus, with the XML limits as bus properties: where several contracts share an
	 * address, CXF parses the envelope before it knows the endpoint, so the endpoint's
	 * properties alone would come too late. Without WS-Policy: no contract or client here
	 * has a policy, and the engine's interceptors otherwise look for one on every request
	 * and answer. A fault raised before the service is invoked is the request's:
	 * {@code soap:Client} ({@link RequestFaults}).
	 */
	@Bean(name = Bus.DEFAULT_BUS_ID, destroyMethod = "shutdown")
	SpringBus cxf(SoapProperties properties) {
		SpringBus bus = new SpringBus();
		limits(properties).forEach(bus::setProperty);
		withoutPolicies(bus);
		RequestFaults.install(bus);
		return bus;
	}

	/**
	 * Switches the bus's WS-Policy engine off (it takes its four interceptors off the
	 * bus), when CXF's policy module is present at all.
	 */
	static void withoutPolicies(Bus bus) {
		PolicyEngine policies = bus.getExtension(PolicyEngine.class);
		if (policies != null) {
			policies.setEnabled(false);
		}
	}

	@Bean
	ServletRegistrationBean<CXFServlet> tradeServicesServlet(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus) {
		CXFServlet servlet = new CXFServlet();
		servlet.setBus(bus);
		ServletRegistrationBean<CXFServlet> registration = new ServletRegistrationBean<>(servlet, SERVLET_MAPPINGS);
		registration.setName("tradeServicesServlet");
		registration.addInitParameter("hide-service-list-page", "true");
		// otherwise every request takes its endpoint's lock to check the endpoint's
		// address (which the first caller's host then fixes); a published WSDL names the
		// address its caller used either way
		registration.addInitParameter("disable-address-updates", "true");
		registration.setLoadOnStartup(1);
		return registration;
	}

	@Bean
	FilterRegistrationBean<RequestBodyLimit> tradeServicesSizeLimit(SoapProperties properties) {
		FilterRegistrationBean<RequestBodyLimit> registration = new FilterRegistrationBean<>(
				RequestBodyLimit.soap(properties.maxRequestSize().toBytes()));
		registration.addUrlPatterns(SERVLET_MAPPINGS);
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 20);
		return registration;
	}

	@Bean
	FilterRegistrationBean<ServicePages> tradeServicesPages(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus) {
		FilterRegistrationBean<ServicePages> registration = new FilterRegistrationBean<>(
				new ServicePages(bus, Map.of(ContractSelection.DAYTRADER_SERVLET_PATH, "Trade")));
		registration.addUrlPatterns(SERVLET_MAPPINGS);
		registration.setName("tradeServicesPages");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 30);
		return registration;
	}

	/** {@code /services/TradeServices}: the StockTrader path. */
	@Bean
	EndpointImpl tradeServicesPublication(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus, TradeServicesEndpoint implementor,
			DayTraderServicesEndpoint dayTrader, SoapProperties properties) {
		return publishTradeServices(bus, implementor, dayTrader, "/TradeServices", properties);
	}

	/**
	 * {@code /trade/services/TradeWSServices}: IBM Trade 6.1's path; the same address
	 * under {@code /daytrader/services} is DayTrader's.
	 */
	@Bean
	EndpointImpl tradeWsServicesPublication(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus, TradeServicesEndpoint implementor,
			DayTraderServicesEndpoint dayTrader, SoapProperties properties) {
		return publishTradeServices(bus, implementor, dayTrader, "/TradeWSServices", properties);
	}

	/** {@code /TradeServiceWcf/TradeServiceWcf.svc}: .NET StockTrader 2.x-4.x on IIS. */
	@Bean
	EndpointImpl tradeServiceWcfPublication(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus, TradeServicesEndpoint implementor,
			DayTraderServicesEndpoint dayTrader, SoapProperties properties) {
		return publishTradeServices(bus, implementor, dayTrader, "/TradeServiceWcf.svc", properties);
	}

	/** {@code /TradeWebBSL/tradeBSL.svc}: .NET StockTrader 5 on IIS. */
	@Bean
	EndpointImpl tradeBslPublication(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus, TradeServicesEndpoint implementor,
			DayTraderServicesEndpoint dayTrader, SoapProperties properties) {
		return publishTradeServices(bus, implementor, dayTrader, "/tradeBSL.svc", properties);
	}

	/** {@code /services/OrderProcessorService}: the .NET order processor contract. */
	@Bean
	EndpointImpl orderProcessorPublication(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus, OrderProcessorEndpoint implementor,
			SoapProperties properties) {
		return publish(bus, implementor, "/OrderProcessorService", properties);
	}

	/**
	 * {@code ITradeServices} at the address, and DayTrader's contract beside it for the
	 * requests in DayTrader's namespace.
	 */
	private static EndpointImpl publishTradeServices(Bus bus, ITradeServices implementor,
			DayTraderServicesEndpoint dayTrader, String address, SoapProperties properties) {
		EndpointImpl tradeServices = publish(bus, implementor, address, properties);
		ContractSelection.install(tradeServices, publish(bus, dayTrader, address, properties));
		return tradeServices;
	}

	private static EndpointImpl publish(Bus bus, Object implementor, String address, SoapProperties properties) {
		EndpointImpl endpoint = new EndpointImpl(bus, implementor);
		endpoint.setInvoker(new TradeFaults(implementor, properties.faultDetail()));
		Map<String, Object> endpointProperties = new HashMap<>(limits(properties));
		endpointProperties.put(ContractSelection.ALLOW_MULTIPLEX, "true");
		endpoint.setProperties(endpointProperties);
		endpoint.getInInterceptors().add(new BodyDispatch());
		EmptyRequests.install(endpoint);
		endpoint.publish(address);
		KnownActions.install(endpoint.getServer().getEndpoint());
		return endpoint;
	}

	private static Map<String, Object> limits(SoapProperties properties) {
		return Map.of(StaxUtils.MAX_ELEMENT_DEPTH, properties.maxElementDepth(), StaxUtils.MAX_CHILD_ELEMENTS,
				properties.maxChildElements(), StaxUtils.MAX_ELEMENT_COUNT, properties.maxElementCount(),
				StaxUtils.MAX_ATTRIBUTE_COUNT, properties.maxAttributeCount(), StaxUtils.MAX_TEXT_LENGTH,
				properties.maxTextLength(), StaxUtils.MAX_XML_CHARACTERS, properties.maxXmlCharacters());
	}

}
