package org.stocktrader.edge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.cxf.Bus;
import org.apache.cxf.BusException;
import org.apache.cxf.service.model.EndpointInfo;
import org.apache.cxf.transport.DestinationFactoryManager;
import org.apache.cxf.transport.http.AbstractHTTPDestination;
import org.apache.cxf.transport.http.DestinationRegistry;
import org.apache.cxf.transport.http.HTTPTransportFactory;

import org.springframework.web.util.ContentCachingResponseWrapper;
import org.springframework.web.util.HtmlUtils;

/**
 * What a SOAP address answers besides a POSTed request, as the original products' hosts
 * (WCF, WebSphere) answer: a GET of the address is a small HTML page naming the service
 * and linking its description; {@code ?wsdl} and every {@code ?xsd=} it references are
 * served by CXF; {@code ?singleWsdl} is the whole description in one document (our WSDLs
 * hold their schemas inline, so it is the {@code ?wsdl} document); {@code ?disco} is
 * WCF's discovery document; another query is a 404, another method a 405. Never a SOAP
 * fault for a browser. Registered on the CXF servlet's own mappings by each service.
 */
public class ServicePages implements Filter {

	/**
	 * The methods a SOAP address takes, as the {@code Allow} header of a 405 names them.
	 */
	public static final String ALLOWED = "GET, HEAD, POST";

	private static final String HTTP_TRANSPORT = "http://cxf.apache.org/transports/http/configuration";

	private final Bus bus;

	private final Map<String, String> serviceNameByServletPath;

	private DestinationRegistry registry;

	/**
	 * A filter for the servlet of a bus.
	 * @param bus the bus whose endpoints the servlet serves
	 * @param serviceNameByServletPath service names shown under a servlet path instead of
	 * the name of the address's first endpoint
	 */
	public ServicePages(Bus bus, Map<String, String> serviceNameByServletPath) {
		this.bus = bus;
		this.serviceNameByServletPath = serviceNameByServletPath;
	}

	/**
	 * A plain filter (the request dispatch only, as a {@code OncePerRequestFilter} would
	 * run): no request attributes of its own.
	 */
	@Override
	public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		filter((HttpServletRequest) request, (HttpServletResponse) response, chain);
	}

	private void filter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		String method = request.getMethod();
		if ("POST".equals(method)) {
			chain.doFilter(request, response);
			return;
		}
		if (!"GET".equals(method) && !"HEAD".equals(method)) {
			response.setHeader("Allow", ALLOWED);
			text(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED, "text/plain",
					"This address takes SOAP requests by POST, and GET for its description.", request);
			return;
		}
		AbstractHTTPDestination destination = destination(request);
		if (destination == null) {
			text(response, HttpServletResponse.SC_NOT_FOUND, "text/plain", "No service at this address.", request);
			return;
		}
		String query = request.getQueryString();
		String asked = (query != null) ? query.toLowerCase(Locale.ROOT) : "";
		if (asked.isEmpty()) {
			text(response, HttpServletResponse.SC_OK, "text/html", helpPage(request, destination), request);
		}
		else if (asked.equals("wsdl") || asked.startsWith("wsdl=")) {
			chain.doFilter(request, response);
		}
		else if (asked.startsWith("xsd=")) {
			schema(request, response, chain);
		}
		else if (asked.equals("singlewsdl")) {
			chain.doFilter(new WsdlQuery(request), response);
		}
		else if (asked.equals("disco")) {
			text(response, HttpServletResponse.SC_OK, "text/xml", disco(request, destination), request);
		}
		else {
			text(response, HttpServletResponse.SC_NOT_FOUND, "text/plain",
					"Unknown query: ask ?wsdl, ?singleWsdl or ?disco.", request);
		}
	}

	/**
	 * A schema the WSDL references, served by CXF; CXF fails on a name the WSDL does not
	 * reference, which is the client's mistake: a 404.
	 */
	private void schema(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		ContentCachingResponseWrapper schema = new ContentCachingResponseWrapper(response);
		chain.doFilter(request, schema);
		if (schema.getStatus() >= HttpServletResponse.SC_INTERNAL_SERVER_ERROR) {
			schema.resetBuffer();
			response.reset();
			text(response, HttpServletResponse.SC_NOT_FOUND, "text/plain", "No such schema in this description.",
					request);
			return;
		}
		schema.copyBodyToResponse();
	}

	private AbstractHTTPDestination destination(HttpServletRequest request) {
		String path = (request.getPathInfo() != null) ? request.getPathInfo() : "/";
		return registry().getDestinationForPath(path, true);
	}

	private synchronized DestinationRegistry registry() {
		if (this.registry == null) {
			try {
				this.registry = ((HTTPTransportFactory) this.bus.getExtension(DestinationFactoryManager.class)
					.getDestinationFactory(HTTP_TRANSPORT)).getRegistry();
			}
			catch (BusException ex) {
				throw new IllegalStateException("No HTTP transport on the bus", ex);
			}
		}
		return this.registry;
	}

	private String serviceName(HttpServletRequest request, EndpointInfo endpoint) {
		return this.serviceNameByServletPath.getOrDefault(request.getServletPath(),
				endpoint.getService().getName().getLocalPart());
	}

	private String helpPage(HttpServletRequest request, AbstractHTTPDestination destination) {
		String name = HtmlUtils.htmlEscape(serviceName(request, destination.getEndpointInfo()));
		String address = HtmlUtils.htmlEscape(request.getRequestURL().toString());
		return """
				<!DOCTYPE html>
				<html><head><meta charset="utf-8"><title>%1$s Service</title></head>
				<body><h1>%1$s Service</h1>
				<p>This is a SOAP 1.1 web service: send it requests by POST with a client generated from its
				description:</p>
				<p><a href="%2$s?wsdl">%2$s?wsdl</a></p>
				<p>The whole description in one document: <a href="%2$s?singleWsdl">%2$s?singleWsdl</a></p>
				</body></html>
				""".formatted(name, address);
	}

	private String disco(HttpServletRequest request, AbstractHTTPDestination destination) {
		String address = HtmlUtils.htmlEscape(request.getRequestURL().toString());
		EndpointInfo endpoint = destination.getEndpointInfo();
		return """
				<?xml version="1.0" encoding="utf-8"?>
				<discovery xmlns="http://schemas.xmlsoap.org/disco/">\
				<contractRef ref="%1$s?wsdl" docRef="%1$s" xmlns="http://schemas.xmlsoap.org/disco/scl/"/>\
				<soap address="%1$s" xmlns:q1="%2$s" binding="q1:%3$s" xmlns="http://schemas.xmlsoap.org/disco/soap/"/>\
				</discovery>""".formatted(address,
				HtmlUtils.htmlEscape(endpoint.getBinding().getName().getNamespaceURI()),
				HtmlUtils.htmlEscape(endpoint.getBinding().getName().getLocalPart()));
	}

	private static void text(HttpServletResponse response, int status, String type, String body,
			HttpServletRequest request) throws IOException {
		byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		response.setStatus(status);
		response.setContentType(type + ";charset=UTF-8");
		response.setContentLength(bytes.length);
		if (!"HEAD".equals(request.getMethod())) {
			response.getOutputStream().write(bytes);
		}
	}

	/** {@code ?singleWsdl} asked as {@code ?wsdl}. */
	private static final class WsdlQuery extends HttpServletRequestWrapper {

		WsdlQuery(HttpServletRequest request) {
			super(request);
		}

		@Override
		public String getQueryString() {
			return "wsdl";
		}

	}

}
