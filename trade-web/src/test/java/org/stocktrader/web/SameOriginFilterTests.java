package org.stocktrader.web;

import java.io.IOException;

import jakarta.servlet.ServletException;
import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import static org.assertj.core.api.Assertions.assertThat;

class SameOriginFilterTests {

	private final SameOriginFilter filter = new SameOriginFilter();

	private MockHttpServletResponse post(String path, String fetchSite, String origin)
			throws ServletException, IOException {
		MockHttpServletRequest request = new MockHttpServletRequest("POST", path);
		request.addHeader("Host", "trade.example:8080");
		if (fetchSite != null) {
			request.addHeader("Sec-Fetch-Site", fetchSite);
		}
		if (origin != null) {
			request.addHeader("Origin", origin);
		}
		MockHttpServletResponse response = new MockHttpServletResponse();
		MockFilterChain chain = new MockFilterChain();
		this.filter.doFilter(request, response, chain);
		if (chain.getRequest() == null) {
			assertThat(response.getStatus()).isEqualTo(403);
		}
		return response;
	}

	@Test
	void scriptedPostWithoutBrowserHeadersPasses() throws Exception {
		assertThat(post("/buy", null, null).getStatus()).isEqualTo(200);
	}

	@Test
	void sameOriginBrowserPostPasses() throws Exception {
		assertThat(post("/buy", "same-origin", "http://trade.example:8080").getStatus()).isEqualTo(200);
	}

	@Test
	void typedOrBookmarkedRequestPasses() throws Exception {
		assertThat(post("/login", "none", null).getStatus()).isEqualTo(200);
	}

	@Test
	void crossSitePostIsRefusedWithAMessage() throws Exception {
		MockHttpServletResponse response = post("/buy", "cross-site", "https://evil.example");
		assertThat(response.getStatus()).isEqualTo(403);
		assertThat(response.getContentAsString()).contains("submitted from another web site");
	}

	@Test
	void sameSiteButOtherOriginPostIsRefused() throws Exception {
		assertThat(post("/sell", "same-site", "http://other.trade.example:8080").getStatus()).isEqualTo(403);
	}

	@Test
	void foreignOriginWithoutFetchMetadataIsRefused() throws Exception {
		assertThat(post("/account", null, "http://evil.example").getStatus()).isEqualTo(403);
		assertThat(post("/account", null, "null").getStatus()).isEqualTo(403);
		assertThat(post("/account", null, "http://trade.example:9090").getStatus()).isEqualTo(403);
	}

	@Test
	void getIsNeverFiltered() throws Exception {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/quotes");
		request.addHeader("Sec-Fetch-Site", "cross-site");
		MockHttpServletResponse response = new MockHttpServletResponse();
		MockFilterChain chain = new MockFilterChain();
		this.filter.doFilter(request, response, chain);
		assertThat(chain.getRequest()).isSameAs(request);
	}

	private MockHttpServletResponse get(String path, String query, String fetchSite)
			throws ServletException, IOException {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
		request.addHeader("Host", "trade.example:8080");
		if (query != null) {
			request.setQueryString(query);
			for (String pair : query.split("&")) {
				String[] nameValue = pair.split("=", 2);
				request.addParameter(nameValue[0], nameValue[1]);
			}
		}
		if (fetchSite != null) {
			request.addHeader("Sec-Fetch-Site", fetchSite);
		}
		MockHttpServletResponse response = new MockHttpServletResponse();
		this.filter.doFilter(request, response, new MockFilterChain());
		return response;
	}

	@Test
	void crossSiteLinksToStateChangingActionsAreRefused() throws Exception {
		for (String query : new String[] { "action=buy&symbol=s:1&quantity=10", "action=sell&holdingID=7",
				"action=update_profile&fullname=x", "action=logout", "action=login&uid=uid:0&passwd=xxx",
				"action=register&money=1" }) {
			assertThat(get("/app", query, "cross-site").getStatus()).as(query).isEqualTo(403);
			assertThat(get("/app", query, "same-site").getStatus()).as(query).isEqualTo(403);
			assertThat(get("/app", query, "same-origin").getStatus()).as(query).isEqualTo(200);
			assertThat(get("/app", query, "none").getStatus()).as(query).isEqualTo(200);
			assertThat(get("/app", query, null).getStatus()).as(query).isEqualTo(200);
		}
		assertThat(get("/logout", null, "cross-site").getStatus()).isEqualTo(403);
		assertThat(get("/config", null, "cross-site").getStatus()).isEqualTo(403);
		assertThat(get("/config/reset", null, "same-site").getStatus()).isEqualTo(403);
		assertThat(get("/config", null, "none").getStatus()).isEqualTo(200);
	}

	@Test
	void crossSiteLinksToPagesArePlainNavigation() throws Exception {
		assertThat(get("/app", "action=quotes&symbols=s:1", "cross-site").getStatus()).isEqualTo(200);
		assertThat(get("/app", "action=home", "cross-site").getStatus()).isEqualTo(200);
		assertThat(get("/welcome", null, "cross-site").getStatus()).isEqualTo(200);
	}

	@Test
	void soapAndApiPathsAreLeftAlone() throws Exception {
		assertThat(post("/services/TradeServices", "cross-site", "http://evil.example").getStatus()).isEqualTo(200);
		assertThat(post("/api/quotes", "cross-site", "http://evil.example").getStatus()).isEqualTo(200);
	}

}
