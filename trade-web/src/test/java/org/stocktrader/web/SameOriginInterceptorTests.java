package org.stocktrader.web;

import java.lang.reflect.Method;

import org.junit.jupiter.api.Test;
import org.stocktrader.web.SameOriginInterceptor.CrossSiteRequestException;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.web.method.HandlerMethod;

import static org.assertj.core.api.Assertions.assertThat;

class SameOriginInterceptorTests {

	private final SameOriginInterceptor interceptor = new SameOriginInterceptor();

	private static HandlerMethod handler(Object controller, String name) throws NoSuchMethodException {
		Method method = controller.getClass().getDeclaredMethod(name);
		return new HandlerMethod(controller, method);
	}

	private static MockHttpServletRequest request(String method, String fetchSite, String origin) {
		MockHttpServletRequest request = new MockHttpServletRequest(method, "/any-spelling");
		request.addHeader("Host", "trade.example:8080");
		if (fetchSite != null) {
			request.addHeader("Sec-Fetch-Site", fetchSite);
		}
		if (origin != null) {
			request.addHeader("Origin", origin);
		}
		return request;
	}

	private boolean passes(MockHttpServletRequest request, Object handler) {
		try {
			return this.interceptor.preHandle(request, new MockHttpServletResponse(), handler);
		}
		catch (CrossSiteRequestException ex) {
			assertThat(ex).hasMessageContaining("another web site");
			return false;
		}
	}

	@Test
	void scriptedPostWithoutBrowserHeadersPasses() throws Exception {
		assertThat(passes(request("POST", null, null), handler(new Pages(), "page"))).isTrue();
	}

	@Test
	void sameOriginBrowserPostPasses() throws Exception {
		assertThat(passes(request("POST", "same-origin", "http://trade.example:8080"), handler(new Pages(), "page")))
			.isTrue();
	}

	@Test
	void typedOrBookmarkedRequestPasses() throws Exception {
		assertThat(passes(request("POST", "none", null), handler(new Pages(), "page"))).isTrue();
		assertThat(passes(request("GET", "none", null), handler(new Pages(), "action"))).isTrue();
	}

	@Test
	void crossSitePostToAnyPageIsRefused() throws Exception {
		assertThat(passes(request("POST", "cross-site", "https://evil.example"), handler(new Pages(), "page")))
			.isFalse();
		assertThat(
				passes(request("POST", "same-site", "http://other.trade.example:8080"), handler(new Pages(), "page")))
			.isFalse();
	}

	@Test
	void foreignOriginWithoutFetchMetadataIsRefused() throws Exception {
		HandlerMethod page = handler(new Pages(), "page");
		assertThat(passes(request("POST", null, "http://evil.example"), page)).isFalse();
		assertThat(passes(request("POST", null, "null"), page)).isFalse();
		assertThat(passes(request("POST", null, "http://trade.example:9090"), page)).isFalse();
		assertThat(passes(request("POST", null, "not a uri"), page)).isFalse();
	}

	@Test
	void crossSiteGetOfAStateChangingHandlerIsRefusedWhateverItsMethod() throws Exception {
		for (String method : new String[] { "GET", "HEAD", "OPTIONS", "POST" }) {
			assertThat(passes(request(method, "cross-site", null), handler(new Pages(), "action"))).as(method)
				.isFalse();
			assertThat(passes(request(method, "same-site", null), handler(new Operator(), "page"))).as(method)
				.isFalse();
			assertThat(passes(request(method, "same-origin", null), handler(new Pages(), "action"))).as(method)
				.isTrue();
			assertThat(passes(request(method, null, null), handler(new Operator(), "page"))).as(method).isTrue();
		}
	}

	@Test
	void crossSiteLinksToOtherPagesArePlainNavigation() throws Exception {
		assertThat(passes(request("GET", "cross-site", null), handler(new Pages(), "page"))).isTrue();
		assertThat(passes(request("HEAD", "cross-site", null), handler(new Pages(), "page"))).isTrue();
	}

	static class Pages {

		String page() {
			return "page";
		}

		@SameOriginOnly
		String action() {
			return "action";
		}

	}

	@SameOriginOnly
	static class Operator {

		String page() {
			return "config";
		}

	}

}
