package org.stocktrader.web.session;

import java.time.Duration;
import java.util.EnumSet;

import jakarta.servlet.DispatcherType;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.services.trade.PasswordChange;
import org.stocktrader.web.TradeWebProperties;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.server.Cookie;
import org.springframework.boot.web.server.autoconfigure.ServerProperties;
import org.springframework.boot.web.servlet.DelegatingFilterProxyRegistrationBean;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.ApplicationListener;
import org.springframework.context.PayloadApplicationEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.core.env.Environment;
import org.springframework.session.config.SessionRepositoryCustomizer;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;
import org.springframework.session.jdbc.config.annotation.web.http.EnableJdbcHttpSession;
import org.springframework.session.web.http.DefaultCookieSerializer;
import org.springframework.session.web.http.SessionRepositoryFilter;
import org.springframework.transaction.support.TransactionOperations;

/**
 * The HTTP sessions of every node in PostgreSQL ({@code trade.web.sessions=jdbc}, the
 * default): Spring Session JDBC's repository on the application's data source (tables of
 * the Flyway migration {@code V5__spring_session.sql}), behind
 * {@link WriteOnChangeSessionRepository} (with {@link SessionLookupFilter}) and this
 * node's {@link SessionCache}, so that a page that changes nothing in its session costs
 * no statement once the node has read the session, and a change ends every node's copy
 * through PostgreSQL's notifications. The session cookie keeps the servlet container's
 * settings ({@code server.servlet.session.cookie.*}: {@code JSESSIONID}, HttpOnly,
 * SameSite=Lax) and the timeout ({@code server.servlet.session.timeout}). Expired
 * sessions are deleted by Spring Session's cleanup job on every node (every minute, one
 * statement that locks only the expired rows; {@code spring.session.jdbc.cleanup-cron}).
 * <p>
 * Spring Boot's own session auto-configuration is not used: it would also start with
 * {@code trade.web.sessions=memory}. What it would do is here: the cookie settings and
 * the filter's registration (first of all filters, on request, async and error
 * dispatches).
 * <p>
 * Each session statement runs on its own, without BEGIN and COMMIT: a session read is one
 * statement, and a session written half (its row without its new attributes, after a
 * failure between the two statements) only loses what that request set in it, never
 * money, holdings or orders.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnProperty(name = "trade.web.sessions", havingValue = "jdbc", matchIfMissing = true)
@EnableJdbcHttpSession
class SharedSessionConfiguration {

	private static final EnumSet<DispatcherType> DISPATCHES = EnumSet.of(DispatcherType.REQUEST, DispatcherType.ASYNC,
			DispatcherType.ERROR);

	/**
	 * No transaction around the session statements (see the class comment); the name is
	 * the qualifier Spring Session looks for.
	 */
	@Bean
	@Qualifier("springSessionTransactionOperations")
	TransactionOperations springSessionTransactionOperations() {
		return TransactionOperations.withoutTransaction();
	}

	/**
	 * The timeout of the pages, stored with the touch interval added (see
	 * {@link WriteOnChangeSessionRepository}), and the cleanup job's schedule
	 * ({@code spring.session.jdbc.cleanup-cron}, default every minute; {@code -} turns it
	 * off).
	 */
	@Bean
	SessionRepositoryCustomizer<JdbcIndexedSessionRepository> sessionSettings(ServerProperties server,
			TradeWebProperties properties, Environment environment) {
		Duration timeout = server.getServlet().getSession().getTimeout();
		String cleanupCron = environment.getProperty("spring.session.jdbc.cleanup-cron");
		return (repository) -> {
			repository.setDefaultMaxInactiveInterval(timeout.plus(properties.sessionTouchInterval()));
			if (cleanupCron != null) {
				repository.setCleanupCron(cleanupCron);
			}
		};
	}

	/**
	 * A changed password ends every session of its user (pages and REST, found by the
	 * principal name Spring Session indexes), on every node: the sessions are shared.
	 */
	@Bean
	ApplicationListener<PayloadApplicationEvent<PasswordChange>> endSessionsOnPasswordChange(
			JdbcIndexedSessionRepository sessions, WriteOnChangeSessionRepository<?> pages) {
		// ended through the pages' repository: this node drops its copies at once, the
		// others on the notification
		return ApplicationListener.forPayload((PasswordChange change) -> sessions.findByPrincipalName(change.userId())
			.keySet()
			.forEach(pages::deleteById));
	}

	/**
	 * This node's copies of the sessions it read ({@code trade.web.session-cache-size}),
	 * each kept while read within the touch interval.
	 */
	@Bean
	SessionCache sessionCache(Notifications notifications, TradeWebProperties properties,
			ConnectionName connectionName) {
		return new SessionCache(notifications, properties.sessionCacheSize(), properties.sessionTouchInterval(),
				connectionName.name());
	}

	/**
	 * This node's name on its database connections, by which the session change
	 * notifications of its own writes are told from the other nodes'.
	 */
	@Bean
	static ConnectionName connectionName() {
		return new ConnectionName();
	}

	/** The repository the session filter uses. */
	@Bean
	@Primary
	WriteOnChangeSessionRepository<?> writeOnChangeSessionRepository(JdbcIndexedSessionRepository sessionRepository,
			TradeWebProperties properties, SessionCache cache) {
		return new WriteOnChangeSessionRepository<>(sessionRepository, properties.sessionTouchInterval(),
				(properties.sessionCacheSize() > 0) ? cache : null);
	}

	/** The container's cookie settings ({@code server.servlet.session.cookie.*}). */
	@Bean
	DefaultCookieSerializer cookieSerializer(ServerProperties server) {
		Cookie cookie = server.getServlet().getSession().getCookie();
		DefaultCookieSerializer serializer = new DefaultCookieSerializer();
		serializer.setCookieName((cookie.getName() != null) ? cookie.getName() : "JSESSIONID");
		if (cookie.getDomain() != null) {
			serializer.setDomainName(cookie.getDomain());
		}
		if (cookie.getPath() != null) {
			serializer.setCookiePath(cookie.getPath());
		}
		if (cookie.getHttpOnly() != null) {
			serializer.setUseHttpOnlyCookie(cookie.getHttpOnly());
		}
		if (cookie.getSecure() != null) {
			serializer.setUseSecureCookie(cookie.getSecure());
		}
		if (cookie.getMaxAge() != null) {
			serializer.setCookieMaxAge((int) cookie.getMaxAge().toSeconds());
		}
		serializer.setSameSite((cookie.getSameSite() != null) ? cookie.getSameSite().attributeValue() : null);
		return serializer;
	}

	/** The session filter first of all filters, as Spring Boot registers it. */
	@Bean
	DelegatingFilterProxyRegistrationBean sessionRepositoryFilterRegistration() {
		DelegatingFilterProxyRegistrationBean registration = new DelegatingFilterProxyRegistrationBean(
				"springSessionRepositoryFilter");
		registration.setDispatcherTypes(DISPATCHES);
		registration.setOrder(SessionRepositoryFilter.DEFAULT_ORDER);
		return registration;
	}

	/** Just before the session filter: one read of a session per request. */
	@Bean
	FilterRegistrationBean<SessionLookupFilter> sessionLookupFilter(WriteOnChangeSessionRepository<?> sessions) {
		FilterRegistrationBean<SessionLookupFilter> registration = new FilterRegistrationBean<>(
				new SessionLookupFilter(sessions));
		registration.setDispatcherTypes(DISPATCHES);
		registration.setOrder(SessionRepositoryFilter.DEFAULT_ORDER - 1);
		return registration;
	}

}
