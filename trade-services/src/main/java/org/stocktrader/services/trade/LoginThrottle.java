package org.stocktrader.services.trade;

import java.util.concurrent.atomic.AtomicInteger;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.stereotype.Component;

/**
 * Counts failed logins per user id and per client address in two small bounded caches;
 * once either count reaches its limit, further logins are refused
 * ({@link Refusal#THROTTLED}, HTTP 429) until the window has passed since the first
 * failure. A successful login clears its user id's count, so a real user is locked out
 * for at most {@code trade.login-throttle-window}.
 */
@Component
public class LoginThrottle {

	private static final ThreadLocal<String> CLIENT_ADDRESS = new ThreadLocal<>();

	private final Cache<String, AtomicInteger> users;

	private final Cache<String, AtomicInteger> addresses;

	private final TradeLimits limits;

	LoginThrottle(TradeLimits limits) {
		this.limits = limits;
		this.users = Caffeine.newBuilder()
			.maximumSize(limits.loginThrottleEntries())
			.expireAfterWrite(limits.loginThrottleWindow())
			.build();
		this.addresses = Caffeine.newBuilder()
			.maximumSize(limits.loginThrottleEntries())
			.expireAfterWrite(limits.loginThrottleWindow())
			.build();
	}

	/**
	 * Sets (or with {@code null} clears) the address of the client the current thread
	 * serves; the HTTP edges set it, so every facade's logins count against it.
	 * @param address the client address, or {@code null}
	 */
	public static void setClientAddress(String address) {
		if (address == null) {
			CLIENT_ADDRESS.remove();
		}
		else {
			CLIENT_ADDRESS.set(address);
		}
	}

	/** Refuses the login at once when the user id or the client address is throttled. */
	void check(String userId) {
		if (reached(this.users.getIfPresent(userId), this.limits.loginFailuresPerUser())) {
			throw new TradeException(Refusal.THROTTLED, "Too many failed logins for this user ID; try again in "
					+ this.limits.loginThrottleWindow().toSeconds() + " seconds.");
		}
		String address = CLIENT_ADDRESS.get();
		if (address != null && reached(this.addresses.getIfPresent(address), this.limits.loginFailuresPerAddress())) {
			throw new TradeException(Refusal.THROTTLED, "Too many failed logins from your address; try again in "
					+ this.limits.loginThrottleWindow().toSeconds() + " seconds.");
		}
	}

	void failed(String userId) {
		this.users.get(userId, (key) -> new AtomicInteger()).incrementAndGet();
		String address = CLIENT_ADDRESS.get();
		if (address != null) {
			this.addresses.get(address, (key) -> new AtomicInteger()).incrementAndGet();
		}
	}

	void succeeded(String userId) {
		this.users.invalidate(userId);
	}

	private static boolean reached(AtomicInteger failures, int limit) {
		return failures != null && failures.get() >= limit;
	}

}
