package org.stocktrader.web;

import org.thymeleaf.spring6.view.ThymeleafViewResolver;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.ViewResolver;

/**
 * Every page is a Thymeleaf HTML template, so view names resolve through Thymeleaf alone.
 * Boot otherwise puts a {@code ContentNegotiatingViewResolver} first, which on every
 * request parses the {@code Accept} header, asks each view resolver for a candidate and
 * compares their content types (about 5 % of a page's CPU in the profiles of issue 12); a
 * bean named {@code viewResolver} keeps Boot from creating it.
 */
@Configuration(proxyBeanMethods = false)
class ViewResolution {

	/**
	 * Holds the name {@code viewResolver}; Thymeleaf's resolver comes before it (it
	 * answers every view name), so this delegate is only a last resort.
	 */
	@Bean
	ViewResolver viewResolver(ObjectProvider<ThymeleafViewResolver> thymeleaf) {
		return (viewName, locale) -> thymeleaf.getObject().resolveViewName(viewName, locale);
	}

}
