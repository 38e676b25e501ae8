package org.stocktrader.services.http;

import java.io.IOException;

import jakarta.servlet.ServletException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;

/**
 * Keeps the address of the host that opened the connection (the balancer, when there is
 * one) in the request attribute {@link #ATTRIBUTE}. Behind a trusted proxy Tomcat's
 * {@code RemoteIpValve} (Spring Boot's {@code server.forward-headers-strategy=native})
 * makes {@code getRemoteAddr()} the client's address taken from {@code X-Forwarded-For};
 * the peer's address stays available only to valves, so this one passes it on to the
 * rules that must judge both ({@code TrustedNetworks}).
 */
public final class PeerAddressValve extends ValveBase {

	/** The request attribute holding the connection's peer address (a String). */
	public static final String ATTRIBUTE = PeerAddressValve.class.getName() + ".address";

	public PeerAddressValve() {
		super(true);
	}

	@Override
	public void invoke(Request request, Response response) throws IOException, ServletException {
		request.setAttribute(ATTRIBUTE, request.getPeerAddr());
		getNext().invoke(request, response);
	}

}
