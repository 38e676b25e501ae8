package org.stocktrader.services.trade.account;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;
import org.stocktrader.services.trade.TradeLimits;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * Checks a password against its stored hash, remembering for a while the passwords found
 * right, so that the same user signing in again with the same password skips the slow
 * BCrypt round (the cache of verified credentials Elasticsearch's realms keep, for the
 * same reason).
 * <ul>
 * <li>The cache is keyed by the stored hash, so a new password (a new hash, on any node)
 * is checked with BCrypt at once; nothing needs to be told of the change.</li>
 * <li>It holds an HMAC-SHA256 of the password under a key drawn at start-up, never the
 * password, and compares in constant time. A wrong password never matches it, so every
 * guess still costs a BCrypt round and is throttled as before.</li>
 * <li>At most {@code trade.password-cache-size} users, each for
 * {@code trade.password-cache-expiry} after the BCrypt check; size 0 checks every
 * password with BCrypt.</li>
 * </ul>
 */
@Component
class VerifiedPasswords {

	private static final String HMAC = "HmacSHA256";

	private final PasswordEncoder passwordEncoder;

	/** Stored hash to the HMAC of the password found to match it. */
	private final Cache<String, byte[]> verified;

	private final SecretKeySpec key;

	@Autowired
	VerifiedPasswords(PasswordEncoder passwordEncoder, TradeLimits limits) {
		this(passwordEncoder, limits.passwordCacheSize(), limits.passwordCacheExpiry(), Ticker.systemTicker());
	}

	VerifiedPasswords(PasswordEncoder passwordEncoder, int size, Duration expiry, Ticker ticker) {
		this.passwordEncoder = passwordEncoder;
		this.verified = Caffeine.newBuilder()
			.maximumSize(size)
			.expireAfterWrite(expiry)
			.ticker(ticker)
			.executor(Runnable::run)
			.build();
		byte[] secret = new byte[32];
		new SecureRandom().nextBytes(secret);
		this.key = new SecretKeySpec(secret, HMAC);
	}

	/**
	 * Whether the password is the one the stored hash was made from.
	 * @param password the password typed
	 * @param storedHash the user's stored hash
	 * @return whether it matches
	 */
	boolean matches(String password, String storedHash) {
		byte[] mac = mac(password);
		byte[] known = this.verified.getIfPresent(storedHash);
		if (known != null && MessageDigest.isEqual(known, mac)) {
			return true;
		}
		boolean matches = this.passwordEncoder.matches(password, storedHash);
		if (matches) {
			this.verified.put(storedHash, mac);
		}
		return matches;
	}

	private byte[] mac(String password) {
		try {
			Mac mac = Mac.getInstance(HMAC);
			mac.init(this.key);
			return mac.doFinal(password.getBytes(StandardCharsets.UTF_8));
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("HMAC-SHA256 is part of every Java platform", ex);
		}
	}

}
