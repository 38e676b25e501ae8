package org.stocktrader.services.http;

import java.lang.reflect.Method;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.context.support.StaticApplicationContext;
import org.springframework.core.MethodParameter;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * String request parameters without conversion keep Spring MVC's meaning: the value as
 * sent, the default for a missing or empty one, the missing-parameter error for a
 * required one; other types are left to Spring MVC; and the resolver goes first.
 */
class StringParamsTests {

	private final DefaultListableBeanFactory beanFactory = new DefaultListableBeanFactory();

	private final StringParams params = new StringParams(this.beanFactory);

	@Test
	void theValueAsSent() throws Exception {
		assertThat(resolve(parameter(0), "symbols", " s:1, s:2 ")).isEqualTo(" s:1, s:2 ");
	}

	@Test
	void theDefaultForAMissingOrEmptyValue() throws Exception {
		assertThat(resolve(parameter(1))).isEqualTo("s:0");
		assertThat(resolve(parameter(1), "withDefault", "")).isEqualTo("s:0");
	}

	@Test
	void aMissingRequiredValueIsTheMissingParameterError() {
		assertThatExceptionOfType(MissingServletRequestParameterException.class).isThrownBy(() -> resolve(parameter(0)))
			.satisfies((ex) -> assertThat(ex.getParameterName()).isEqualTo("symbols"));
	}

	@Test
	void anOptionalValueMayBeAbsent() throws Exception {
		assertThat(resolve(parameter(2))).isNull();
	}

	@Test
	void onlyStringRequestParameters() {
		assertThat(this.params.supportsParameter(parameter(0))).isTrue();
		assertThat(this.params.supportsParameter(parameter(3))).isFalse();
		assertThat(this.params.supportsParameter(parameter(4))).isFalse();
	}

	@Test
	void itGoesBeforeSpringMvcsOwn() {
		RequestMappingHandlerAdapter adapter = new RequestMappingHandlerAdapter();
		adapter.setApplicationContext(new StaticApplicationContext());
		adapter.afterPropertiesSet();
		int before = adapter.getArgumentResolvers().size();
		StringParams.first(this.beanFactory).postProcessAfterInitialization(adapter, "adapter");
		List<HandlerMethodArgumentResolver> resolvers = adapter.getArgumentResolvers();
		assertThat(resolvers).hasSize(before + 1);
		assertThat(resolvers.getFirst()).isInstanceOf(StringParams.class);
	}

	private Object resolve(MethodParameter parameter, String... nameAndValue) throws Exception {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/app");
		for (int i = 0; i < nameAndValue.length; i += 2) {
			request.addParameter(nameAndValue[i], nameAndValue[i + 1]);
		}
		return this.params.resolveArgument(parameter, null, new ServletWebRequest(request), null);
	}

	private static MethodParameter parameter(int index) {
		Method method = Handler.class.getDeclaredMethods()[0];
		return new MethodParameter(method, index);
	}

	static class Handler {

		void handle(@RequestParam String symbols, @RequestParam(defaultValue = "s:0") String withDefault,
				@RequestParam(required = false) String optional, @RequestParam int quantity, String plain) {
		}

	}

}
