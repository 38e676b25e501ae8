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

	@Test
	void soapAndApiPathsAreLeftAlone() throws Exception {
		assertThat(post("/services/TradeServices", "cross-site", "http://evil.example").getStatus()).isEqualTo(200);
		assertThat(post("/api/quotes", "cross-site", "http://evil.example").getStatus()).isEqualTo(200);
	}

}
