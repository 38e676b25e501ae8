package org.stocktrader.services.tls;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * {@code trade.tls.http=redirect}: a request that came in on the plain HTTP port is
 * redirected to the same address over HTTPS, 301 for a GET or HEAD and 308 for other
 * methods (so a SOAP or REST POST is repeated as a POST, with its body). Requests on the
 * HTTPS port pass.
 */
class HttpsRedirect extends OncePerRequestFilter implements ApplicationListener<WebServerInitializedEvent> {

	private final int plainPort;

	private volatile int httpsPort;

	HttpsRedirect(int plainPort) {
		this.plainPort = plainPort;
	}

	@Override
	public void onApplicationEvent(WebServerInitializedEvent event) {
		if (event.getApplicationContext().getServerNamespace() == null) {
			// the first connector's port: the HTTPS one (the plain one is an additional
			// connector)
			this.httpsPort = event.getWebServer().getPort();
		}
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (request.isSecure() || request.getLocalPort() != this.plainPort) {
			chain.doFilter(request, response);
			return;
		}
		String target = UriComponentsBuilder.newInstance()
			.scheme("https")
			.host(request.getServerName())
			.port((this.httpsPort == 443) ? -1 : this.httpsPort)
			.path(request.getRequestURI())
			.query(request.getQueryString())
			.build(true)
			.toUriString();
		boolean safe = "GET".equals(request.getMethod()) || "HEAD".equals(request.getMethod());
		response.setStatus(safe ? HttpServletResponse.SC_MOVED_PERMANENTLY : 308);
		response.setHeader("Location", target);
	}

}
