package org.stocktrader.web;

import java.util.List;

import org.springframework.security.web.header.HeaderWriter;
import org.springframework.security.web.header.HeaderWriterFilter;
import org.springframework.security.web.header.writers.ContentSecurityPolicyHeaderWriter;
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.header.writers.HstsHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.header.writers.XContentTypeOptionsHeaderWriter;
import org.springframework.security.web.header.writers.frameoptions.XFrameOptionsHeaderWriter;
import org.springframework.security.web.header.writers.frameoptions.XFrameOptionsHeaderWriter.XFrameOptionsMode;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * The browser security headers of everything Spring MVC serves (the pages, their static
 * files, the REST API, the operator's pages), written by Spring Security's header writers
 * before the request goes on: a content security policy that allows only this site's
 * scripts (one static file, the live market; no inline script), connections only to this
 * site (its event stream), only this site's stylesheet, forms posted only here and no
 * framing; no content-type sniffing; no referrer sent to other sites; and, over TLS,
 * strict transport security. The filter is registered on Spring MVC's servlet
 * ({@link WebConfiguration}), so the SOAP servlets, which are machine-to-machine, never
 * see it, whatever their addresses. A filter rather than a Spring Security chain, so the
 * page path pays for five headers and nothing else. The operator dashboard is the one
 * page with a script: its policy adds scripts and fetches from this site only (still no
 * inline script or style); Swagger UI's also allows {@code data:} images.
 */
final class SecurityHeaders {

	static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; "
			+ "style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

	static final String DASHBOARD_POLICY = CONTENT_SECURITY_POLICY + "; script-src 'self'; connect-src 'self'";

	/**
	 * Swagger UI (springdoc's, served from this site): its stylesheet draws icons from
	 * {@code data:} images; scripts, styles and the document it fetches are this site's.
	 */
	static final String API_UI_POLICY = CONTENT_SECURITY_POLICY.replace("img-src 'self'", "img-src 'self' data:");

	private SecurityHeaders() {
	}

	/** The filter writing the headers, each before the handler writes anything. */
	static HeaderWriterFilter filter() {
		RequestMatcher dashboard = PathPatternRequestMatcher.withDefaults().matcher("/config/dashboard/**");
		RequestMatcher apiUi = PathPatternRequestMatcher.withDefaults().matcher("/swagger-ui/**");
		HstsHeaderWriter hsts = new HstsHeaderWriter(false);
		hsts.setMaxAgeInSeconds(31536000);
		// a policy writer sets its header only where none is set: the two pages' own
		// policies first, then everyone else's
		List<HeaderWriter> writers = List.of(
				new DelegatingRequestMatcherHeaderWriter(dashboard,
						new ContentSecurityPolicyHeaderWriter(DASHBOARD_POLICY)),
				new DelegatingRequestMatcherHeaderWriter(apiUi, new ContentSecurityPolicyHeaderWriter(API_UI_POLICY)),
				new ContentSecurityPolicyHeaderWriter(CONTENT_SECURITY_POLICY), new XContentTypeOptionsHeaderWriter(),
				new XFrameOptionsHeaderWriter(XFrameOptionsMode.DENY),
				new ReferrerPolicyHeaderWriter(ReferrerPolicy.SAME_ORIGIN), hsts);
		HeaderWriterFilter filter = new HeaderWriterFilter(writers);
		filter.setShouldWriteHeadersEagerly(true);
		return filter;
	}

}
