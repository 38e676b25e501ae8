package org.stocktrader.wstest;

import java.util.List;
import java.util.Map;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.bus.spring.SpringBus;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.transport.servlet.CXFServlet;
import org.apache.cxf.ws.policy.PolicyEngine;
import org.stocktrader.edge.EmptyRequests;
import org.stocktrader.edge.RequestBodyLimit;
import org.stocktrader.edge.RequestFaults;
import org.stocktrader.edge.ServicePages;
import org.stocktrader.edge.SoapContentType;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * Everything WSTest contributes to an application: the service, its SOAP endpoint and
 * JSON API, and its own CXF bus and servlet, so that it neither shares nor disturbs the
 * default {@code cxf} bus and {@code /services/*} servlet of the trade services. The bus
 * and the endpoint are not default autowire candidates: code that injects a {@link Bus}
 * by type still gets the default bus.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WSTestProperties.class)
@Import({ WSTestService.class, WSTestEndpoint.class, WSTestRestController.class, WSTestProblems.class })
public class WSTestConfiguration {

	static final String BUS = "wstestBus";

	static final String ADDRESS = "/WSTestService";

	private static final String JSON_PATH = "/wstest/api/*";

	@Bean(name = BUS, defaultCandidate = false)
	SpringBus wstestBus() {
		SpringBus bus = new SpringBus();
		// a new bus makes itself the process-wide default when there is none yet; leave
		// that place to the application's default bus
		BusFactory.clearDefaultBusForAnyThread(bus);
		// no WS-Policy: the contract has none, and the engine's interceptors look for one
		// on every request and answer
		PolicyEngine policies = bus.getExtension(PolicyEngine.class);
		if (policies != null) {
			policies.setEnabled(false);
		}
		// a fault raised before the service is invoked (a body that is not XML) is the
		// request's: soap:Client
		RequestFaults.install(bus);
		return bus;
	}

	@Bean
	ServletRegistrationBean<CXFServlet> wstestCxfServlet(WSTestProperties properties) {
		ServletRegistrationBean<CXFServlet> registration = new ServletRegistrationBean<>(new CXFServlet(),
				properties.soapPath() + "/*");
		registration.setName("wstestCxfServlet");
		registration.addInitParameter("bus", BUS);
		registration.addInitParameter("hide-service-list-page", "true");
		// otherwise every request rewrites the endpoint address under one shared lock;
		// the WSDL still shows the address each caller used
		registration.addInitParameter("disable-address-updates", "true");
		registration.setLoadOnStartup(1);
		return registration;
	}

	@Bean(defaultCandidate = false)
	EndpointImpl wstestSoapEndpoint(@Qualifier(BUS) Bus bus, WSTestEndpoint implementor, WSTestProperties properties) {
		EndpointImpl endpoint = new EndpointImpl(bus, implementor);
		long maxChars = properties.maxRequestSize().toBytes();
		// Envelope, Body, EchoList and list come before the first node's children
		endpoint.setProperties(Map.of(StaxUtils.MAX_ELEMENT_DEPTH, properties.maxListNodes() + 5,
				StaxUtils.MAX_CHILD_ELEMENTS, properties.maxObjects() + 1, StaxUtils.MAX_ELEMENT_COUNT,
				4L * properties.maxObjects() + 1000, StaxUtils.MAX_TEXT_LENGTH,
				(int) Math.min(maxChars, Integer.MAX_VALUE), StaxUtils.MAX_XML_CHARACTERS, maxChars));
		endpoint.setInvoker(new WSTestFaults(implementor));
		EmptyRequests.install(endpoint);
		endpoint.publish(ADDRESS);
		return endpoint;
	}

	@Bean
	FilterRegistrationBean<RequestBodyLimit> wstestSoapSizeLimit(WSTestProperties properties) {
		FilterRegistrationBean<RequestBodyLimit> registration = new FilterRegistrationBean<>(
				RequestBodyLimit.soap(properties.maxRequestSize().toBytes()));
		registration.setUrlPatterns(List.of(properties.soapPath() + "/*"));
		registration.setName("wstestSoapSizeLimit");
		return registration;
	}

	@Bean
	FilterRegistrationBean<ServicePages> wstestSoapPages(@Qualifier(BUS) Bus bus, WSTestProperties properties) {
		FilterRegistrationBean<ServicePages> registration = new FilterRegistrationBean<>(
				new ServicePages(bus, Map.of()));
		registration.setUrlPatterns(List.of(properties.soapPath() + "/*"));
		registration.setName("wstestSoapPages");
		return registration;
	}

	@Bean
	FilterRegistrationBean<SoapContentType> wstestSoapContentType(WSTestProperties properties) {
		FilterRegistrationBean<SoapContentType> registration = new FilterRegistrationBean<>(new SoapContentType());
		registration.setUrlPatterns(List.of(properties.soapPath() + "/*"));
		registration.setName("wstestSoapContentType");
		return registration;
	}

	@Bean
	FilterRegistrationBean<RequestBodyLimit> wstestJsonSizeLimit(WSTestProperties properties) {
		FilterRegistrationBean<RequestBodyLimit> registration = new FilterRegistrationBean<>(
				RequestBodyLimit.problem(properties.maxRequestSize().toBytes(), null));
		registration.setUrlPatterns(List.of(JSON_PATH));
		registration.setName("wstestJsonSizeLimit");
		return registration;
	}

}
