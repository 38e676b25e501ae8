package org.stocktrader.web;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.ServletException;
import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each path gets one content security policy: the operator dashboard and Swagger UI their
 * own, every other path the pages' policy.
 */
class SecurityHeadersTests {

	@Test
	void eachPathGetsOnePolicy() throws IOException, ServletException {
		assertThat(policies("/quotes")).containsExactly(SecurityHeaders.CONTENT_SECURITY_POLICY);
		assertThat(policies("/app")).containsExactly(SecurityHeaders.CONTENT_SECURITY_POLICY);
		assertThat(policies("/config")).containsExactly(SecurityHeaders.CONTENT_SECURITY_POLICY);
		assertThat(policies("/config/dashboard")).containsExactly(SecurityHeaders.DASHBOARD_POLICY);
		assertThat(policies("/config/dashboard/samples")).containsExactly(SecurityHeaders.DASHBOARD_POLICY);
		assertThat(policies("/swagger-ui/index.html")).containsExactly(SecurityHeaders.API_UI_POLICY);
	}

	@Test
	void theOtherHeadersGoWithEveryPolicy() throws IOException, ServletException {
		for (String path : new String[] { "/quotes", "/config/dashboard", "/swagger-ui/index.html" }) {
			MockHttpServletResponse response = filter(path);
			assertThat(response.getHeader("X-Content-Type-Options")).as(path).isEqualTo("nosniff");
			assertThat(response.getHeader("X-Frame-Options")).as(path).isEqualTo("DENY");
			assertThat(response.getHeader("Referrer-Policy")).as(path).isEqualTo("same-origin");
		}
	}

	private static List<String> policies(String path) throws IOException, ServletException {
		return filter(path).getHeaders("Content-Security-Policy");
	}

	private static MockHttpServletResponse filter(String path) throws IOException, ServletException {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
		MockHttpServletResponse response = new MockHttpServletResponse();
		SecurityHeaders.filter().doFilter(request, response, new MockFilterChain());
		return response;
	}

}
