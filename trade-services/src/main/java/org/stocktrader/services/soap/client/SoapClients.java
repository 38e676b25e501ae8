package org.stocktrader.services.soap.client;

import java.net.URI;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.configuration.jsse.TLSClientParameters;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ssl.SslBundles;

/**
 * The SOAP clients of the back end: one client for the endpoint in force, made the first
 * time a request needs it (so an in-process node never creates a CXF bus for it) and made
 * again when the operator points the back end elsewhere. A client proxy is thread-safe
 * and shared by all requests.
 */
class SoapClients implements DisposableBean {

	private final BackendProperties credentials;

	private final ObjectProvider<SslBundles> sslBundles;

	private volatile Client current;

	private Bus bus;

	SoapClients(BackendProperties credentials, ObjectProvider<SslBundles> sslBundles) {
		this.credentials = credentials;
		this.sslBundles = sslBundles;
	}

	/** The client of this endpoint: one volatile read when it is the one in force. */
	SoapTradeService to(URI url) {
		Client client = this.current;
		if (client != null && client.url().equals(url)) {
			return client.service();
		}
		return create(url);
	}

	private synchronized SoapTradeService create(URI url) {
		Client client = this.current;
		if (client == null || !client.url().equals(url)) {
			if (this.bus == null) {
				// a bus of its own: the client must not see the server endpoints'
				// interceptors
				this.bus = BusFactory.newInstance().createBus();
			}
			client = new Client(url,
					SoapClientConfiguration.soapTradeService(url, this.credentials, tlsFor(url), this.bus));
			this.current = client;
		}
		return client.service();
	}

	/**
	 * The configured SSL bundle's settings for an https endpoint, else CXF's defaults.
	 */
	private TLSClientParameters tlsFor(URI url) {
		String bundle = this.credentials.sslBundle();
		if (!"https".equalsIgnoreCase(url.getScheme()) || bundle == null || bundle.isBlank()) {
			return null;
		}
		return SoapClientConfiguration.tlsClientParameters(this.sslBundles.getObject().getBundle(bundle));
	}

	@Override
	public synchronized void destroy() {
		if (this.bus != null) {
			this.bus.shutdown(true);
		}
	}

	private record Client(URI url, SoapTradeService service) {

	}

}
