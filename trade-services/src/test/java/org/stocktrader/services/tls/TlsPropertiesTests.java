package org.stocktrader.services.tls;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TlsPropertiesTests {

	@Test
	void aPlainPortIsNeededToRedirectOrAllowPlainHttp() {
		assertThatIllegalArgumentException().isThrownBy(() -> new TlsProperties(false, null, PlainHttp.REDIRECT, 0))
			.withMessage("trade.tls.http=redirect needs trade.tls.http-port, the plain HTTP port");
		assertThatIllegalArgumentException().isThrownBy(() -> new TlsProperties(false, null, PlainHttp.ALLOW, 0));
		assertThat(new TlsProperties(false, null, PlainHttp.REFUSE, 0).http()).isEqualTo(PlainHttp.REFUSE);
	}

	@Test
	void theSelfSignedCertificateIsKeptUnderTheHomeDirectoryByDefault() {
		assertThat(new TlsProperties(true, null, PlainHttp.REFUSE, 0).selfSignedDir())
			.isEqualTo(Path.of(System.getProperty("user.home"), ".stocktrader", "tls"));
	}

}
