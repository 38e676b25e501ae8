package org.stocktrader.services.security;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.support.GenericApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The operator's credential: a generated password is told once, in a banner when the
 * application is ready; a configured one is never logged.
 */
@ExtendWith(OutputCaptureExtension.class)
class OperatorCredentialTests {

	@Test
	void aGeneratedPasswordIsShownInABannerOnceTheApplicationIsReady(CapturedOutput output) {
		OperatorCredential credential = new PeerAuthenticationConfiguration()
			.operatorCredential(new OperatorProperties("operator", null));
		assertThat(credential.generated()).isTrue();
		assertThat(credential.password()).hasSizeGreaterThanOrEqualTo(24);
		assertThat(output).doesNotContain(credential.password());

		credential.onApplicationEvent(ready());

		assertThat(output).contains("Operator credential for this run", "user name:  operator",
				"password:   " + credential.password(), "set\n  trade.operator.password");
		assertThat(credential.toString()).doesNotContain(credential.password());
	}

	@Test
	void aConfiguredPasswordIsNeverLogged(CapturedOutput output) {
		OperatorCredential credential = new PeerAuthenticationConfiguration()
			.operatorCredential(new OperatorProperties("ops", "configured-secret"));
		assertThat(credential.generated()).isFalse();

		credential.onApplicationEvent(ready());

		assertThat(output).doesNotContain("configured-secret").doesNotContain("Operator credential for this run");
	}

	private static ApplicationReadyEvent ready() {
		return new ApplicationReadyEvent(new SpringApplication(), new String[0], new GenericApplicationContext(),
				Duration.ZERO);
	}

}
