package org.stocktrader.services.security;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationListener;

/**
 * The operator's credential of this run. A generated password is told to the operator
 * once, in a banner logged when the application is ready (after Spring Boot's "Started"
 * line, the last of the start-up output), so that it is not lost among the start-up
 * lines.
 *
 * @param username the operator's user name
 * @param password the password
 * @param generated whether the password was generated at start (none configured)
 */
public record OperatorCredential(String username, String password,
		boolean generated) implements ApplicationListener<ApplicationReadyEvent> {

	private static final Logger logger = LoggerFactory.getLogger(OperatorCredential.class);

	private static final String RULE = "=".repeat(72);

	@Override
	public void onApplicationEvent(ApplicationReadyEvent event) {
		if (!this.generated) {
			return;
		}
		String where = (event.getApplicationContext() instanceof WebServerApplicationContext web
				&& web.getWebServer() != null) ? "http://localhost:" + web.getWebServer().getPort() : "this server";
		logger.warn("""
				Operator credential for this run

				{}
				  No trade.operator.password is set, so this run's operator credential is

				      user name:  {}
				      password:   {}

				  It opens the operator page {}/config, the dashboard, /actuator and the
				  operator's SOAP and REST operations. It changes at every start: set
				  trade.operator.password (or TRADE_OPERATOR_PASSWORD) to choose one.
				{}""", RULE, this.username, this.password, where, RULE);
	}

	/** Hides the password so the record can be logged. */
	@Override
	public String toString() {
		return "OperatorCredential[username=" + this.username + ", password=****, generated=" + this.generated + "]";
	}

}
