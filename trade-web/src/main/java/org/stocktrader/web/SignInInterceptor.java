package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Sends a visitor who is not signed in to the welcome page, unless the handler is a
 * {@link PublicPage}; a page answered to a signed-in visitor is marked for no cache to
 * keep.
 */
class SignInInterceptor implements HandlerInterceptor {

	/** The caching of every page answered to a signed-in user. */
	static final String SIGNED_IN_CACHE_CONTROL = "private, no-store";

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		// a signed-in visitor (most requests) passes without the handler's annotations
		// looked up
		if (WebSession.userId(request) != null) {
			// a signed-in user's page (with their account, and the card number on the
			// account page) is kept by no cache, shared or the browser's
			response.setHeader(HttpHeaders.CACHE_CONTROL, SIGNED_IN_CACHE_CONTROL);
			return true;
		}
		if (!(handler instanceof HandlerMethod method) || isPublic(method)) {
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
