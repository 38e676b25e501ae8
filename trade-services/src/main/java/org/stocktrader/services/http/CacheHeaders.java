package org.stocktrader.services.http;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.server.PathContainer;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * The REST API's {@code Cache-Control}: the public reads (a {@code GET} or {@code HEAD}
 * of the quotes, the market summary and an item) may be kept by any cache for
 * {@code trade.http-cache.max-age}; every other answer (an account's, a session's, a
 * refusal, any other spelling of a path) is {@code private, no-store}. Set before the
 * chain, so that Spring Security, which writes its own no-cache headers only where none
 * are set, leaves them.
 */
class CacheHeaders extends OncePerRequestFilter {

	private static final List<PathPattern> PUBLIC_READS = List
		.of("/api/quotes", "/api/quotes/{symbol}", "/api/market-summary", "/api/items/{symbol}")
		.stream()
		.map(PathPatternParser.defaultInstance::parse)
		.toList();

	private final String publicAnswers;

	CacheHeaders(HttpCacheProperties properties) {
		this.publicAnswers = properties.publicAnswers().getHeaderValue();
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		response.setHeader(HttpHeaders.CACHE_CONTROL,
				isPublicRead(request) ? this.publicAnswers : HttpCacheProperties.PRIVATE_ANSWERS);
		chain.doFilter(request, response);
	}

	static boolean isPublicRead(HttpServletRequest request) {
		if (!"GET".equals(request.getMethod()) && !"HEAD".equals(request.getMethod())) {
			return false;
		}
		PathContainer path = PathContainer
			.parsePath(request.getRequestURI().substring(request.getContextPath().length()));
		return PUBLIC_READS.stream().anyMatch((pattern) -> pattern.matches(path));
	}

}
