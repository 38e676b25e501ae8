package org.stocktrader.web;

import java.util.Map;

import org.thymeleaf.spring6.ISpringTemplateEngine;
import org.thymeleaf.spring6.view.ThymeleafViewResolver;

import org.springframework.boot.thymeleaf.autoconfigure.ThymeleafProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.io.ClassPathResource;
import org.springframework.util.MimeType;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.resource.ContentVersionStrategy;

/**
 * How pages are rendered, made cheap per request:
 * <ul>
 * <li>One view resolver, Thymeleaf's, asked directly: a bean named {@code viewResolver}
 * keeps Spring Boot from adding its {@code ContentNegotiatingViewResolver}, which
 * compared the request's {@code Accept} header with every candidate view on every page
 * although every page is HTML.</li>
 * <li>The stylesheet's and the live market script's content-hashed URLs are computed once
 * at start-up and written into the static layout, instead of a link rewritten through
 * {@code ResourceUrlEncodingFilter} on every page.</li>
 * <li>The layout's markup that is the same on every page (the stylesheet and script
 * links, the navigation, the footer; {@code fragments/static}) is rendered once at
 * start-up and inserted into each page as one text ({@link StaticLayout}), instead of
 * some 70 elements and texts processed and written one by one on every page.</li>
 * <li>Pages are rendered by {@link PageView}, with a plain context for the trading pages,
 * and written to the response once.</li>
 * </ul>
 * It is a {@link WebMvcConfigurer} so that the web slice tests render with it too.
 */
@Configuration(proxyBeanMethods = false)
class PageRendering implements WebMvcConfigurer {

	/** The stylesheet under {@code classpath:/static}, served by {@code /css/**}. */
	static final String STYLESHEET = "css/trade.css";

	/**
	 * The live market script under {@code classpath:/static}, served by {@code /js/**}.
	 */
	static final String MARKET_SCRIPT = "js/market.js";

	/**
	 * Thymeleaf's view resolver with Spring Boot's settings, under both the name that
	 * replaces Boot's content negotiation and the name that replaces Boot's own Thymeleaf
	 * resolver, and first in order.
	 */
	@Bean(name = { "viewResolver", "thymeleafViewResolver" })
	ThymeleafViewResolver viewResolver(ISpringTemplateEngine templateEngine, ThymeleafProperties properties) {
		ThymeleafViewResolver resolver = new ThymeleafViewResolver();
		resolver.setTemplateEngine(templateEngine);
		resolver.setViewClass(PageView.class);
		resolver.setCharacterEncoding(properties.getEncoding().name());
		MimeType contentType = properties.getServlet().getContentType();
		resolver.setContentType((contentType.getCharset() != null) ? contentType.toString()
				: new MimeType(contentType, properties.getEncoding()).toString());
		resolver.setExcludedViewNames(properties.getExcludedViewNames());
		resolver.setViewNames(properties.getViewNames());
		resolver.setCache(properties.isCache());
		Map<String, Object> assets = Map.of("stylesheet", stylesheetUrl(), "marketScript", marketScriptUrl());
		// the links for the operator dashboard, which has its own head, and the static
		// layout
		resolver.setStaticVariables(Map.of("stylesheet", assets.get("stylesheet"), "marketScript",
				assets.get("marketScript"), "staticLayout", StaticLayout.render(templateEngine, assets)));
		resolver.setOrder(Ordered.HIGHEST_PRECEDENCE);
		return resolver;
	}

	/**
	 * The stylesheet's URL with its content hash, as the {@code /css/**} resource chain's
	 * {@code VersionResourceResolver} accepts it: {@code /css/trade-<md5>.css}. Fails the
	 * start-up when the stylesheet cannot be read.
	 */
	static String stylesheetUrl() {
		return versionedUrl(STYLESHEET);
	}

	/**
	 * The live market script's URL with its content hash: {@code /js/market-<md5>.js}.
	 */
	static String marketScriptUrl() {
		return versionedUrl(MARKET_SCRIPT);
	}

	private static String versionedUrl(String path) {
		ContentVersionStrategy versions = new ContentVersionStrategy();
		String version = versions.getResourceVersion(new ClassPathResource("static/" + path));
		return "/" + versions.addVersion(path, version);
	}

}
