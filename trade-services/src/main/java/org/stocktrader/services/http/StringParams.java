package org.stocktrader.services.http;

import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.annotation.RequestParamMethodArgumentResolver;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/**
 * {@code @RequestParam String} arguments without a type conversion from String to String:
 * Spring MVC's resolver passes every value through a data binder and the conversion
 * service (3 % of the quote page's CPU, more than reading the parameter), and for a
 * String with no binder customisation (the application registers none) that returns the
 * value unchanged. This resolver is Spring's own
 * {@link RequestParamMethodArgumentResolver} (names, required, default values and the
 * missing-parameter error all unchanged), called without a binder factory, which skips
 * only the conversion; it goes first, and only for parameters declared {@code String}.
 */
final class StringParams implements HandlerMethodArgumentResolver {

	private final RequestParamMethodArgumentResolver delegate;

	StringParams(ConfigurableBeanFactory beanFactory) {
		this.delegate = new RequestParamMethodArgumentResolver(beanFactory, false);
	}

	@Override
	public boolean supportsParameter(MethodParameter parameter) {
		return parameter.getParameterType() == String.class && parameter.hasParameterAnnotation(RequestParam.class);
	}

	@Override
	public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mavContainer,
			NativeWebRequest webRequest, WebDataBinderFactory binderFactory) throws Exception {
		return this.delegate.resolveArgument(parameter, mavContainer, webRequest, null);
	}

	/** Puts the resolver before Spring MVC's own in the request mapping's adapter. */
	static BeanPostProcessor first(ConfigurableBeanFactory beanFactory) {
		return new BeanPostProcessor() {
			@Override
			public Object postProcessAfterInitialization(Object bean, String beanName) {
				if (bean instanceof RequestMappingHandlerAdapter adapter && adapter.getArgumentResolvers() != null) {
					List<HandlerMethodArgumentResolver> resolvers = new ArrayList<>();
					resolvers.add(new StringParams(beanFactory));
					resolvers.addAll(adapter.getArgumentResolvers());
					adapter.setArgumentResolvers(resolvers);
				}
				return bean;
			}
		};
	}

}
