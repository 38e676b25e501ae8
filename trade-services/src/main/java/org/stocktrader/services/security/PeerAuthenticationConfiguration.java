package org.stocktrader.services.security;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.crypto.password.Pbkdf2PasswordEncoder;
import org.springframework.security.crypto.password.Pbkdf2PasswordEncoder.SecretKeyFactoryAlgorithm;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.firewall.HttpStatusRequestRejectedHandler;
import org.springframework.security.web.firewall.RequestRejectedHandler;

/**
 * The credentials HTTP Basic accepts, on the SOAP services and the operator's pages: the
 * operator ({@code trade.operator.*}) and, when configured, the service peer
 * ({@code trade.services.security.*}). Traders never sign in with these: the REST API
 * signs them in with {@code POST /api/sessions}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({ OperatorProperties.class, ServicesSecurityProperties.class })
public class PeerAuthenticationConfiguration {

	/**
	 * The operator's credential of this run: the configured one, or one generated now.
	 */
	@Bean
	OperatorCredential operatorCredential(OperatorProperties operator) {
		if (operator.hasPassword()) {
			return new OperatorCredential(operator.username(), operator.password(), false);
		}
		byte[] random = new byte[18];
		new SecureRandom().nextBytes(random);
		return new OperatorCredential(operator.username(),
				Base64.getUrlEncoder().withoutPadding().encodeToString(random), true);
	}

	/**
	 * The one authentication manager of the application's filter chains. The configured
	 * passwords are held in memory anyway, so they are kept as salted single-round PBKDF2
	 * digests: a constant-time comparison without a BCrypt round on every request of a
	 * peer that authenticates each call.
	 */
	@Bean
	AuthenticationManager peerAuthentication(OperatorCredential operator, ServicesSecurityProperties services) {
		PasswordEncoder encoder = new Pbkdf2PasswordEncoder("", 16, 1, SecretKeyFactoryAlgorithm.PBKDF2WithHmacSHA256);
		List<UserDetails> users = new ArrayList<>();
		users.add(User.withUsername(operator.username())
			.password(encoder.encode(operator.password()))
			.roles(TradeRoles.OPERATOR)
			.build());
		if (services.hasCredential()) {
			String password = (services.password() != null) ? services.password() : "";
			users.add(User.withUsername(services.username())
				.password(encoder.encode(password))
				.roles(TradeRoles.SERVICE)
				.build());
		}
		DaoAuthenticationProvider provider = new DaoAuthenticationProvider(new InMemoryUserDetailsManager(users));
		provider.setPasswordEncoder(encoder);
		return new ProviderManager(provider);
	}

	/**
	 * A request the firewall rejects (an encoded percent sign, slash or dot segment, a
	 * control character) is the client's mistake: 400, logged at DEBUG, not an ERROR with
	 * a stack trace per request.
	 */
	@Bean
	RequestRejectedHandler requestRejectedHandler() {
		return new HttpStatusRequestRejectedHandler();
	}

}
