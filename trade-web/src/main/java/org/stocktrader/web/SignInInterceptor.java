package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Sends a visitor who is not signed in to the welcome page, unless the handler is a
 * {@link PublicPage}.
 */
class SignInInterceptor implements HandlerInterceptor {

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		// a signed-in visitor (most requests) passes without the handler's annotations
		// looked up
		if (WebSession.userId(request) != null || !(handler instanceof HandlerMethod method) || isPublic(method)) {
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
