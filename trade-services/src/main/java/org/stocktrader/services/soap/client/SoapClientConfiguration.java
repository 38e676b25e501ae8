package org.stocktrader.services.soap.client;

import java.net.URI;
import java.util.List;
import java.util.Map;

import org.apache.cxf.Bus;
import org.apache.cxf.configuration.jsse.TLSClientParameters;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.soap.contract.ITradeServices;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.core.env.Environment;

/**
 * The web tier's {@code TradeService} (the primary one): in process or a SOAP client to a
 * remote endpoint, as the live back end setting says on each call
 * ({@code trade.backend.*} at start-up, then as the operator sets it). The SOAP and REST
 * facades keep using the in-process service ({@code @InProcess}).
 */
@Configuration(proxyBeanMethods = false)
class SoapClientConfiguration {

	/**
	 * The back end, live: {@code trade.backend.mode} and {@code trade.backend.url} at
	 * start-up, then as the operator sets it.
	 */
	@Bean
	LiveSetting<Backend> backendSetting(BackendProperties properties, Environment environment) {
		Backend startUp = Backend.IN_PROCESS;
		if (properties.mode() == BackendMode.SOAP) {
			if (properties.url() == null) {
				throw new IllegalStateException("trade.backend.mode=SOAP needs trade.backend.url, the ITradeServices "
						+ "endpoint, for example http://host:8080/services/TradeServices");
			}
			startUp = Backend.parse(properties.url().toString());
		}
		return LiveSetting.of("backend", "Back end", "trade.backend.mode / trade.backend.url", Backend.CODEC, startUp,
				environment.containsProperty("trade.backend.mode"));
	}

	@Bean
	SoapClients soapClients(BackendProperties properties, ObjectProvider<SslBundles> sslBundles) {
		return new SoapClients(properties, sslBundles);
	}

	/**
	 * The web tier's trade service: each call goes to the back end in force
	 * ({@link BackendTarget}).
	 */
	@Bean
	@Primary
	BackendTradeService backendTradeService(@InProcess TradeService inProcess, LiveSetting<Backend> backendSetting,
			SoapClients soapClients) {
		return BackendTarget.proxy(inProcess, backendSetting, soapClients);
	}

	/**
	 * A SOAP client to an endpoint, with the configured credentials.
	 * @param url the {@code ITradeServices} endpoint
	 * @param credentials the HTTP Basic credentials, if any
	 * @param tls the TLS settings of an {@code https} endpoint, from the configured SSL
	 * bundle; {@code null} for CXF's defaults (the JDK's trust store)
	 * @param bus the client's own CXF bus
	 * @return the client
	 */
	static SoapTradeService soapTradeService(URI url, BackendProperties credentials, TLSClientParameters tls, Bus bus) {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setBus(bus);
		factory.setServiceClass(ITradeServices.class);
		factory.setAddress(url.toString());
		if (credentials.hasCredentials()) {
			factory.setUsername(credentials.username());
			factory.setPassword(credentials.password());
		}
		// getAllQuotes and long order lists are legitimately large answers
		factory.setProperties(Map.of(StaxUtils.MAX_CHILD_ELEMENTS, 10_000_000, StaxUtils.MAX_ELEMENT_DEPTH, 64));
		ITradeServices remote = factory.create(ITradeServices.class);
		Client client = ClientProxy.getClient(remote);
		HTTPClientPolicy policy = new HTTPClientPolicy();
		policy.setConnectionTimeout(5_000);
		policy.setReceiveTimeout(60_000);
		HTTPConduit conduit = (HTTPConduit) client.getConduit();
		conduit.setClient(policy);
		if (tls != null) {
			conduit.setTlsClientParameters(tls);
		}
		return new SoapTradeService(remote);
	}

	/**
	 * CXF's TLS client settings from a Spring Boot SSL bundle: its trust managers (and
	 * key managers, for a client certificate) and cipher suites; host names are verified
	 * as CXF does by default. The protocol stays CXF's: its HTTP client takes protocol
	 * versions ({@code TLSv1.3}), not the bundle's context name ({@code TLS}).
	 * @param bundle the SSL bundle
	 * @return the settings
	 */
	static TLSClientParameters tlsClientParameters(SslBundle bundle) {
		TLSClientParameters tls = new TLSClientParameters();
		tls.setTrustManagers(bundle.getManagers().getTrustManagers());
		tls.setKeyManagers(bundle.getManagers().getKeyManagers());
		if (bundle.getOptions().getCiphers() != null) {
			tls.setCipherSuites(List.of(bundle.getOptions().getCiphers()));
		}
		return tls;
	}

}
