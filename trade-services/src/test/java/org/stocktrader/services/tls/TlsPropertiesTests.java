package org.stocktrader.services.tls;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TlsPropertiesTests {

	@Test
	void aPlainPortIsNeededToRedirectOrAllowPlainHttp() {
		assertThat(new TlsProperties(false, null, PlainHttp.REDIRECT, 0).isPlainPortGivenWhenNeeded()).isFalse();
		assertThat(new TlsProperties(false, null, PlainHttp.ALLOW, 0).isPlainPortGivenWhenNeeded()).isFalse();
		assertThat(new TlsProperties(false, null, PlainHttp.ALLOW, 8443).isPlainPortGivenWhenNeeded()).isTrue();
		assertThat(new TlsProperties(false, null, PlainHttp.REFUSE, 0).isPlainPortGivenWhenNeeded()).isTrue();
	}

	@Test
	void theSelfSignedCertificateIsKeptUnderTheHomeDirectoryByDefault() {
		assertThat(new TlsProperties(true, null, PlainHttp.REFUSE, 0).selfSignedDirOrDefault())
			.isEqualTo(Path.of(System.getProperty("user.home"), ".stocktrader", "tls"));
		assertThat(new TlsProperties(true, Path.of("/srv/tls"), PlainHttp.REFUSE, 0).selfSignedDirOrDefault())
			.isEqualTo(Path.of("/srv/tls"));
	}

}
