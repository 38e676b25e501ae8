package org.stocktrader.services.management;

import jakarta.servlet.http.HttpServletRequest;

/**
 * Names a route more precisely than its Spring MVC pattern in the {@code uri} tag of
 * {@code http.server.requests} (for example the original products' single URL
 * {@code /app}, whose pages differ by a parameter). A bean of this type is asked, after
 * the request was served, for every request whose route a handler mapping matched; it
 * must answer from a bounded set of values, cheaply (it runs on every request).
 */
@FunctionalInterface
public interface RouteTag {

	/**
	 * The {@code uri} tag of a request.
	 * @param request the request, served
	 * @param pattern the route pattern a handler mapping matched
	 * @return the tag, or {@code null} for the pattern itself
	 */
	String uri(HttpServletRequest request, String pattern);

}
