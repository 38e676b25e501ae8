package org.stocktrader.services.rest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.stocktrader.services.trade.Refusal;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.access.AccessDeniedHandler;

/**
 * The REST API's answers to a caller who is not signed in (401) or not allowed (403), as
 * RFC 9457 problem details like its other errors. They are written here, in the security
 * filter chain, before any controller is chosen.
 */
class RestAuthenticationProblems implements AuthenticationEntryPoint, AccessDeniedHandler {

	private static final String UNAUTHENTICATED = """
			{"type":"about:blank","title":"Unauthorized","status":401,\
			"detail":"Sign in first: POST /api/sessions with your userId and password."}""";

	private static final String NOT_YOURS = """
			{"type":"about:blank","title":"%s","status":403,\
			"detail":"This account is not yours.","reason":"%s"}""".formatted(Refusal.UNAUTHORISED.title(),
			Refusal.UNAUTHORISED.name());

	private static final String OPERATOR_ONLY = """
			{"type":"about:blank","title":"%s","status":403,\
			"detail":"Only the operator may do this.","reason":"%s"}""".formatted(Refusal.UNAUTHORISED.title(),
			Refusal.UNAUTHORISED.name());

	@Override
	public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException ex)
			throws IOException {
		response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Session realm=\"StockTrader API\"");
		write(response, HttpServletResponse.SC_UNAUTHORIZED, UNAUTHENTICATED);
	}

	@Override
	public void handle(HttpServletRequest request, HttpServletResponse response, AccessDeniedException ex)
			throws IOException {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		write(response, HttpServletResponse.SC_FORBIDDEN, path.startsWith("/api/orders/") ? OPERATOR_ONLY : NOT_YOURS);
	}

	private static void write(HttpServletResponse response, int status, String problem) throws IOException {
		response.setStatus(status);
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		response.setCharacterEncoding(StandardCharsets.UTF_8.name());
		response.getWriter().write(problem);
	}

}
