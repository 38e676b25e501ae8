package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.stocktrader.services.http.HttpCacheProperties;

import org.springframework.http.HttpHeaders;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Sends a visitor who is not signed in to the welcome page, unless the handler is a
 * {@link PublicPage}; a page answered to a signed-in visitor is marked for no cache to
 * keep. A public page read ({@code GET} or {@code HEAD}) by a visitor without a session
 * may be kept by any cache ({@code trade.http-cache.max-age}); with a session (a message
 * or a form's state may be in it) or by another method it is kept by none.
 */
class SignInInterceptor implements HandlerInterceptor {

	private final String publicPages;

	/**
	 * A sign-in check.
	 * @param publicPages the {@code Cache-Control} of a public page read without a
	 * session
	 */
	SignInInterceptor(String publicPages) {
		this.publicPages = publicPages;
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		// a signed-in visitor (most requests) passes without the handler's annotations
		// looked up
		if (WebSession.userId(request) != null) {
			// a signed-in user's page (with their account, and the card number on the
			// account page) is kept by no cache, shared or the browser's
			response.setHeader(HttpHeaders.CACHE_CONTROL, HttpCacheProperties.PRIVATE_ANSWERS);
			return true;
		}
		if (!(handler instanceof HandlerMethod method)) {
			return true;
		}
		if (isPublic(method)) {
			boolean read = "GET".equals(request.getMethod()) || "HEAD".equals(request.getMethod());
			response.setHeader(HttpHeaders.CACHE_CONTROL, (read && request.getSession(false) == null) ? this.publicPages
					: HttpCacheProperties.PRIVATE_ANSWERS);
			return true;
		}
		response.sendRedirect(request.getContextPath() + "/welcome");
		return false;
	}

	private static boolean isPublic(HandlerMethod method) {
		return method.hasMethodAnnotation(PublicPage.class)
				|| method.getBeanType().isAnnotationPresent(PublicPage.class);
	}

}
