package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.ModelAndView;

/**
 * Applies a page interceptor to this module's own handlers only: the controllers in
 * {@code org.stocktrader.web} and below. An allow-list rather than a list of other
 * modules' paths to exclude, so a handler another module adds to the same process (the
 * REST API, its OpenAPI document, WSTest's JSON API), Spring Boot's error controller and
 * the stylesheets are never taken for pages.
 */
final class PagesOnlyInterceptor implements HandlerInterceptor {

	private static final String WEB_PACKAGE = PagesOnlyInterceptor.class.getPackageName();

	private final HandlerInterceptor pageInterceptor;

	PagesOnlyInterceptor(HandlerInterceptor pageInterceptor) {
		this.pageInterceptor = pageInterceptor;
	}

	/**
	 * Whether a handler is one of this module's pages.
	 * @param handler the handler Spring MVC chose
	 * @return {@code true} for a controller method of {@code org.stocktrader.web} or
	 * below
	 */
	static boolean isPage(Object handler) {
		if (!(handler instanceof HandlerMethod method)) {
			return false;
		}
		String beanPackage = method.getBeanType().getPackageName();
		return beanPackage.equals(WEB_PACKAGE) || beanPackage.startsWith(WEB_PACKAGE + ".");
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		return !isPage(handler) || this.pageInterceptor.preHandle(request, response, handler);
	}

	@Override
	public void postHandle(HttpServletRequest request, HttpServletResponse response, Object handler,
			ModelAndView modelAndView) throws Exception {
		if (isPage(handler)) {
			this.pageInterceptor.postHandle(request, response, handler, modelAndView);
		}
	}

	@Override
	public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler, Exception ex)
			throws Exception {
		if (isPage(handler)) {
			this.pageInterceptor.afterCompletion(request, response, handler, ex);
		}
	}

}
