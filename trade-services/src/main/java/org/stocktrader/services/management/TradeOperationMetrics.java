package org.stocktrader.services.management;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.aopalliance.intercept.MethodInterceptor;
import org.aopalliance.intercept.MethodInvocation;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeException;
import org.stocktrader.services.trade.TradeService;

import org.springframework.aop.support.StaticMethodMatcherPointcutAdvisor;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.AnnotatedElementUtils;

/**
 * Times every call of the in-process trade service ({@code @InProcess TradeService}: the
 * business operations this node executes, whichever facade called them) as the timer
 * {@code trade.operations}, tagged with the operation (the method name), the outcome
 * ({@code success}; {@code refused}: a {@link TradeException}, the caller's mistake or a
 * business rule; {@code error}: anything else) and the exception's simple class name.
 * Every tag value comes from the code, so the number of series is bounded. An advisor on
 * the proxy the service already has for its transactions, outside them: the time includes
 * the commit. The registry is looked up when the first timer is made, not when the
 * advisor is: advisors are made before the registry may be.
 */
class TradeOperationMetrics extends StaticMethodMatcherPointcutAdvisor {

	static final String METRIC = "trade.operations";

	private static final Set<String> OPERATIONS = Stream.of(TradeService.class, IdempotentOrders.class)
		.flatMap((type) -> Arrays.stream(type.getMethods()))
		.map(Method::getName)
		.collect(Collectors.toUnmodifiableSet());

	TradeOperationMetrics(ObjectProvider<MeterRegistry> registry) {
		super(new Timing(registry));
		setOrder(Ordered.HIGHEST_PRECEDENCE);
		setClassFilter((type) -> TradeService.class.isAssignableFrom(type)
				&& AnnotatedElementUtils.hasAnnotation(type, InProcess.class));
	}

	@Override
	public boolean matches(Method method, Class<?> targetClass) {
		return OPERATIONS.contains(method.getName()) && !method.isBridge() && Modifier.isPublic(method.getModifiers());
	}

	private static final class Timing implements MethodInterceptor {

		private final ObjectProvider<MeterRegistry> registry;

		private final ConcurrentMap<Method, Timer> successes = new ConcurrentHashMap<>();

		private final ConcurrentMap<Failure, Timer> failures = new ConcurrentHashMap<>();

		Timing(ObjectProvider<MeterRegistry> registry) {
			this.registry = registry;
		}

		@Override
		public Object invoke(MethodInvocation invocation) throws Throwable {
			long start = System.nanoTime();
			try {
				Object result = invocation.proceed();
				this.successes.computeIfAbsent(invocation.getMethod(), (method) -> timer(method, "success", "none"))
					.record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
				return result;
			}
			catch (Throwable ex) {
				this.failures
					.computeIfAbsent(new Failure(invocation.getMethod(), ex.getClass()),
							(failure) -> timer(failure.method(), (ex instanceof TradeException) ? "refused" : "error",
									failure.exception().getSimpleName()))
					.record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
				throw ex;
			}
		}

		private Timer timer(Method method, String outcome, String exception) {
			return Timer.builder(METRIC)
				.description("Calls of the trade service's business operations on this node")
				.tag("operation", method.getName())
				.tag("outcome", outcome)
				.tag("exception", exception)
				.register(this.registry.getObject());
		}

	}

	private record Failure(Method method, Class<?> exception) {

	}

}
