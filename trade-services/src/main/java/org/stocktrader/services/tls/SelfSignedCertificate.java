package org.stocktrader.services.tls;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslStoreBundle;

/**
 * A self-signed certificate for {@code localhost} and {@code 127.0.0.1}, made by the
 * JDK's {@code keytool} (no cryptography of our own): a PKCS#12 key store with the key
 * and the certificate, and the certificate alone in PEM for clients to trust
 * ({@code curl --cacert}, a PEM trust bundle). Made once per directory and reused.
 *
 * @param keyStore the PKCS#12 key store ({@code stocktrader.p12})
 * @param certificate the certificate in PEM ({@code stocktrader.pem})
 */
public record SelfSignedCertificate(Path keyStore, Path certificate) {

	/**
	 * The key store's password (the file is the secret: it is readable by its owner
	 * only).
	 */
	public static final String PASSWORD = "stocktrader";

	/** The key's alias in the key store. */
	public static final String ALIAS = "stocktrader";

	private static final Logger logger = LoggerFactory.getLogger(SelfSignedCertificate.class);

	private static final long KEYTOOL_TIMEOUT_SECONDS = 60;

	/**
	 * The certificate in this directory, made now if it is not there yet.
	 * @param directory where the key store and the certificate are kept
	 * @return the certificate's files
	 */
	public static synchronized SelfSignedCertificate in(Path directory) {
		Path dir = directory.toAbsolutePath().normalize();
		SelfSignedCertificate files = new SelfSignedCertificate(dir.resolve("stocktrader.p12"),
				dir.resolve("stocktrader.pem"));
		if (Files.isRegularFile(files.keyStore()) && Files.isRegularFile(files.certificate())) {
			return files;
		}
		try {
			Files.createDirectories(dir);
			Files.deleteIfExists(files.keyStore());
			keytool("-genkeypair", "-alias", ALIAS, "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "825",
					"-dname", "CN=localhost, O=StockTrader self-signed", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
					"-storetype", "PKCS12", "-keystore", files.keyStore().toString(), "-storepass", PASSWORD);
			keytool("-exportcert", "-rfc", "-alias", ALIAS, "-keystore", files.keyStore().toString(), "-storepass",
					PASSWORD, "-file", files.certificate().toString());
			ownerOnly(files.keyStore());
		}
		catch (IOException ex) {
			throw new IllegalStateException("Could not make a self-signed certificate in " + dir, ex);
		}
		logger.info("Made a self-signed certificate for localhost in {} (trust {})", dir, files.certificate());
		return files;
	}

	/**
	 * The key store and the certificate as an SSL bundle: the key and certificate to
	 * serve, and the certificate as trust material.
	 * @return the bundle
	 */
	public SslBundle bundle() {
		try {
			KeyStore keys = KeyStore.getInstance("PKCS12");
			try (var in = Files.newInputStream(this.keyStore)) {
				keys.load(in, PASSWORD.toCharArray());
			}
			KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
			trust.load(null, null);
			trust.setCertificateEntry(ALIAS, keys.getCertificate(ALIAS));
			return SslBundle.of(SslStoreBundle.of(keys, PASSWORD, trust));
		}
		catch (IOException | GeneralSecurityException ex) {
			throw new IllegalStateException("Could not read the key store " + this.keyStore, ex);
		}
	}

	private static void keytool(String... arguments) throws IOException {
		Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
		List<String> command = new ArrayList<>();
		command.add(keytool.toString());
		command.addAll(List.of(arguments));
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		// no prompts: every answer is on the command line
		process.getOutputStream().close();
		try {
			String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			boolean ended = process.waitFor(KEYTOOL_TIMEOUT_SECONDS, TimeUnit.SECONDS);
			if (!ended || process.exitValue() != 0) {
				process.destroyForcibly();
				throw new IOException("keytool " + arguments[0] + " failed: " + output.strip());
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			process.destroyForcibly();
			throw new IOException("Interrupted while keytool ran", ex);
		}
	}

	private static void ownerOnly(Path file) throws IOException {
		if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
			Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
		}
	}

}
