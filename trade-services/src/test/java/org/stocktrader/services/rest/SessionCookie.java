package org.stocktrader.services.rest;

import java.io.IOException;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpRequest;
import org.springframework.http.client.ClientHttpRequestExecution;
import org.springframework.http.client.ClientHttpRequestInterceptor;
import org.springframework.http.client.ClientHttpResponse;

/**
 * A REST client's session, as a browser keeps it: the {@code JSESSIONID} cookie the
 * server last set is sent with every request.
 */
class SessionCookie implements ClientHttpRequestInterceptor {

	private String cookie;

	@Override
	public ClientHttpResponse intercept(HttpRequest request, byte[] body, ClientHttpRequestExecution execution)
			throws IOException {
		if (this.cookie != null) {
			request.getHeaders().add(HttpHeaders.COOKIE, this.cookie);
		}
		ClientHttpResponse response = execution.execute(request, body);
		for (String setCookie : response.getHeaders().getOrEmpty(HttpHeaders.SET_COOKIE)) {
			if (setCookie.startsWith("JSESSIONID=")) {
				int end = setCookie.indexOf(';');
				String value = (end < 0) ? setCookie : setCookie.substring(0, end);
				this.cookie = (value.equals("JSESSIONID=")) ? null : value;
			}
		}
		return response;
	}

	/** The cookie sent, {@code JSESSIONID=…}, or {@code null} before any. */
	String value() {
		return this.cookie;
	}

	/** Sends this cookie from now on, as another client holding it would. */
	void set(String cookie) {
		this.cookie = cookie;
	}

}
