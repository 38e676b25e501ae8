package org.stocktrader.systemtest.operations;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

/** A small HTTP client for one running application, with or without a credential. */
final class OperatorHttp {

	static final String OPERATOR_PASSWORD = "operator-secret";

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	private final int port;

	OperatorHttp(int port) {
		this.port = port;
	}

	static String basic(String credentials) {
		return "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
	}

	HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.timeout(Duration.ofSeconds(30));
	}

	/** GET without a credential. */
	HttpResponse<String> get(String path) {
		return send(request(path));
	}

	/** GET with the operator credential. */
	HttpResponse<String> asOperator(String path) {
		return send(request(path).header("Authorization", basic("operator:" + OPERATOR_PASSWORD)));
	}

	HttpResponse<String> send(HttpRequest.Builder request) {
		try {
			return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
