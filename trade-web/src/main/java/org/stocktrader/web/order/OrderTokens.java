package org.stocktrader.web.order;

import java.io.Serializable;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

import jakarta.servlet.http.HttpSession;
import org.stocktrader.services.trade.BusyException;

/**
 * Tokens of the order forms, without state on a page view: a page draws one random nonce
 * ({@link #pageNonce()}, one {@link SecureRandom} draw per page) and each row's form
 * carries {@code <nonce>-<symbol>} or {@code <nonce>-<holding id>} as its
 * {@code orderToken}. The order controller places the order with the token as its
 * idempotency key ({@link org.stocktrader.services.trade.IdempotentOrders}, the REST
 * {@code Idempotency-Key} mechanism): the same key for the same account answers the order
 * it placed and trades nothing, so a double submit or a reload of the posted form places
 * one order, on whichever node receives it, and nothing is written to the session. A new
 * page view is a new nonce, so a new order. A form without a token places its order as
 * before.
 * <p>
 * With a trade service that takes no idempotency key (the SOAP client back end), the
 * session remembers the last tokens it placed orders with ({@link #once}) and a second
 * submit is answered with the order the first one placed, as before.
 */
public class OrderTokens {

	/** The form parameter. */
	static final String PARAMETER = "orderToken";

	private static final String ATTRIBUTE = OrderTokens.class.getName();

	private static final int REMEMBERED = 100;

	private static final long WAIT_SECONDS = 30;

	private static final int NONCE_BYTES = 16;

	private final SecureRandom random = new SecureRandom();

	/** A fresh nonce for one page: 32 hexadecimal digits, one random draw. */
	public String pageNonce() {
		byte[] nonce = new byte[NONCE_BYTES];
		this.random.nextBytes(nonce);
		return HexFormat.of().formatHex(nonce);
	}

	/**
	 * For a trade service without idempotency keys: places the order once per token in
	 * this session: the first call with a token runs {@code place}; later calls with it
	 * answer what the first one answered (or threw). A failed placement forgets the
	 * token, so that the form can be sent again.
	 */
	<T> T once(HttpSession session, String token, Supplier<T> place) {
		if (token == null || token.isBlank()) {
			return place.get();
		}
		CompletableFuture<Object> placing = new CompletableFuture<>();
		CompletableFuture<Object> first = placed(session).putIfAbsent(token, placing);
		if (first != null) {
			return answerOf(first);
		}
		try {
			T result = place.get();
			placing.complete(result);
			return result;
		}
		catch (RuntimeException ex) {
			placing.completeExceptionally(ex);
			placed(session).remove(token);
			throw ex;
		}
	}

	@SuppressWarnings("unchecked")
	private static <T> T answerOf(CompletableFuture<Object> first) {
		try {
			return (T) first.get(WAIT_SECONDS, TimeUnit.SECONDS);
		}
		catch (ExecutionException ex) {
			if (ex.getCause() instanceof RuntimeException failure) {
				throw failure;
			}
			throw new IllegalStateException(ex.getCause());
		}
		catch (TimeoutException ex) {
			throw new BusyException("Your order is still being placed; see your orders on the portfolio page.");
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new BusyException("Your order is still being placed; see your orders on the portfolio page.");
		}
	}

	private static Tokens placed(HttpSession session) {
		synchronized (session) {
			Object tokens = session.getAttribute(ATTRIBUTE);
			if (tokens instanceof Tokens existing) {
				return existing;
			}
			Tokens created = new Tokens();
			session.setAttribute(ATTRIBUTE, created);
			return created;
		}
	}

	/** The session's last tokens and their placements, oldest forgotten first. */
	static final class Tokens implements Serializable {

		private static final long serialVersionUID = 1L;

		/** Not kept across a session's serialization: only in-flight and recent forms. */
		private transient Map<String, CompletableFuture<Object>> recent;

		synchronized CompletableFuture<Object> putIfAbsent(String token, CompletableFuture<Object> placing) {
			return map().putIfAbsent(token, placing);
		}

		synchronized void remove(String token) {
			map().remove(token);
		}

		private Map<String, CompletableFuture<Object>> map() {
			if (this.recent == null) {
				this.recent = new LinkedHashMap<>(16, 0.75f, false) {

					private static final long serialVersionUID = 1L;

					@Override
					protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<Object>> eldest) {
						return size() > REMEMBERED;
					}

				};
			}
			return this.recent;
		}

	}

}
