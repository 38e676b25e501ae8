package org.stocktrader.web.session;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The HTTP sessions in this node's memory ({@code trade.web.sessions=memory}): the
 * servlet container's own, with {@link SignedInSessions} so that a changed password ends
 * every session of its user.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnProperty(name = "trade.web.sessions", havingValue = "memory")
class MemorySessionConfiguration {

	/** Registered with the container as a session listener (a servlet listener bean). */
	@Bean
	SignedInSessions signedInSessions() {
		return new SignedInSessions();
	}

}
