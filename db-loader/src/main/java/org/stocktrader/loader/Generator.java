package org.stocktrader.loader;

import java.nio.ByteBuffer;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Generates the rows of a {@link DataSet}, following IBM Trade's TradeBuildDB where it
 * says something (symbols, company names, prices, user ids, profiles, opening balances)
 * and keeping balances, holdings and orders consistent with each other.
 * <p>
 * Every quote and every account draws from its own {@link SplittableRandom}, seeded from
 * the data set's seed and the row's number, so any block of rows can be generated on its
 * own, in any order or thread, and still be the same. Keys are positional: account
 * {@code i} ({@code uid:i}) has account id {@code i + 1}, holding ids
 * {@code i * H + 1...} and order ids {@code i * O + 1...}. Timestamps count from
 * {@link #EPOCH}, never from the clock.
 * <p>
 * Per account: each holding {@code k < O} has its buy order (completed, at the quote's
 * price, referring to the holding). Holdings beyond the number of orders predate the kept
 * history. Orders beyond the number of holdings are round trips (a completed buy and a
 * completed sell of the same shares, the holding gone); an odd one left is a cancelled
 * buy. The balance is the opening balance minus, for every completed order, the quantity
 * times the price plus the fee for a buy, and plus the quantity times the price minus the
 * fee for a sell.
 */
final class Generator {

	/** The fixed origin of every generated timestamp. */
	static final Instant EPOCH = Instant.parse("2010-01-04T00:00:00Z");

	/** The order fee, StockTrader's 15.95, in cents. */
	static final long FEE_CENTS = 1595;

	/** The password of every generated user. */
	static final String PASSWORD = "xxx";

	private static final long QUOTE_STREAM = 0x51554F5445L;

	private static final long ACCOUNT_STREAM = 0x4143434F554EL;

	private static final int HOUR = 3600;

	private final DataSet set;

	private final String passwordHash;

	private final int[] quotePrices;

	Generator(DataSet set, String passwordHash) {
		this.set = set;
		this.passwordHash = passwordHash;
		this.quotePrices = new int[set.quotes()];
		for (int i = 0; i < set.quotes(); i++) {
			this.quotePrices[i] = random(QUOTE_STREAM, i).nextInt(200) + 1;
		}
	}

	/**
	 * The BCrypt hash of the generated users' password, deterministic for a seed, in the
	 * application's {@code DelegatingPasswordEncoder} format ({@code {bcrypt}$2a$...}).
	 */
	static String passwordHash(int strength, long seed) {
		try {
			SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
			// seeded before first use, SHA1PRNG is deterministic: the same seed gives the
			// same salt
			random.setSeed(ByteBuffer.allocate(Long.BYTES).putLong(seed).array());
			return "{bcrypt}" + new BCryptPasswordEncoder(strength, random).encode(PASSWORD);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA1PRNG is a required JDK algorithm", ex);
		}
	}

	/** The tables in load order, parents first. */
	List<Table> tables() {
		return List.of(
				new Table("quote", "symbol, companyname, price, open1, low, high, change1, volume", this.set.quotes(),
						this.set.quotes(), this::quote),
				new Table("accountprofile", "userid, password, fullname, address, email, creditcard, salt",
						this.set.accounts(), this.set.accounts(), this::profile),
				new Table("account",
						"accountid, profile_userid, creationdate, openbalance, balance, lastlogin, logincount, logoutcount",
						this.set.accounts(), this.set.accounts(), this::account),
				new Table("holding",
						"holdingid, account_accountid, quote_symbol, quantity, purchaseprice, purchasedate",
						this.set.holdings(), this.set.accounts(), this::holdings),
				new Table("orders",
						"orderid, account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus, opendate, completiondate, quantity, price, orderfee",
						this.set.orders(), this.set.accounts(), this::orders));
	}

	private void quote(int i, CopyText out) {
		long cents = this.quotePrices[i] * 100L;
		out.text("s:" + i).text("S" + i + " Incorporated").money(cents).money(cents).money(cents).money(cents);
		out.number(0).number(0).endRow();
	}

	private void profile(int i, CopyText out) {
		Plan plan = plan(i);
		out.text("uid:" + i).text(this.passwordHash).text(plan.fullName).text(plan.address).text(plan.email);
		out.text(plan.creditCard).nul().endRow();
	}

	private void account(int i, CopyText out) {
		Plan plan = plan(i);
		out.number(i + 1L).text("uid:" + i).timestamp(plan.created).money(plan.openBalance).money(plan.balance);
		out.timestamp(plan.created).number(0).number(0).endRow();
	}

	private void holdings(int i, CopyText out) {
		Plan plan = plan(i);
		int holdings = this.set.holdingsPerAccount();
		for (int k = 0; k < holdings; k++) {
			Trade trade = plan.trades[k];
			out.number((long) i * holdings + k + 1).number(i + 1L).text("s:" + trade.symbol).number(trade.quantity);
			out.money(trade.priceCents).timestamp(trade.opened).endRow();
		}
	}

	private void orders(int i, CopyText out) {
		Plan plan = plan(i);
		int orders = this.set.ordersPerAccount();
		int holdings = this.set.holdingsPerAccount();
		for (int k = 0; k < orders; k++) {
			Trade trade = plan.trades[k];
			out.number((long) i * orders + k + 1).number(i + 1L).text("s:" + trade.symbol);
			if (k < holdings) {
				out.number((long) i * holdings + k + 1);
			}
			else {
				out.nul();
			}
			out.text(trade.buy ? "buy" : "sell").text(trade.cancelled ? "cancelled" : "completed");
			out.timestamp(trade.opened);
			if (trade.cancelled) {
				out.nul();
			}
			else {
				out.timestamp(trade.opened + 1);
			}
			out.number(trade.quantity).money(trade.priceCents).money(trade.cancelled ? 0 : FEE_CENTS).endRow();
		}
	}

	/** All random choices of account {@code i}, always drawn in the same order. */
	Plan plan(int i) {
		SplittableRandom random = random(ACCOUNT_STREAM, i);
		long openBalance = (i == 0) ? 100_000_000L : (random.nextInt(100_000) + 200_000) * 100L;
		String fullName = "first:" + random.nextInt(1000) + " last:" + random.nextInt(5000);
		String address = random.nextInt(1000) + " Oak St.";
		String email = "uid:" + i + "@" + random.nextInt(100) + ".com";
		String creditCard = random.nextInt(100) + "-" + random.nextInt(1000) + "-" + random.nextInt(1000) + "-"
				+ random.nextInt(1000);
		long created = EPOCH.getEpochSecond() + random.nextInt(180 * 24 * HOUR);
		int holdings = this.set.holdingsPerAccount();
		int count = Math.max(holdings, this.set.ordersPerAccount());
		Trade[] trades = new Trade[count];
		long balance = openBalance;
		for (int k = 0; k < count; k++) {
			long opened = created + (k + 1L) * HOUR + random.nextInt(HOUR / 2);
			if (k < holdings || (k - holdings) % 2 == 0) {
				int symbol = random.nextInt(this.set.quotes());
				int quantity = random.nextInt(200) + 1;
				boolean cancelled = k >= holdings && k == count - 1;
				trades[k] = new Trade(true, cancelled, symbol, quantity, this.quotePrices[symbol] * 100L, opened);
				if (!cancelled && (k < this.set.ordersPerAccount())) {
					balance -= quantity * trades[k].priceCents + FEE_CENTS;
				}
			}
			else {
				Trade bought = trades[k - 1];
				trades[k] = new Trade(false, false, bought.symbol, bought.quantity, bought.priceCents, opened);
				balance += bought.quantity * bought.priceCents - FEE_CENTS;
			}
		}
		return new Plan(openBalance, balance, fullName, address, email, creditCard, created, trades);
	}

	private SplittableRandom random(long stream, int index) {
		return new SplittableRandom(mix(this.set.seed() ^ mix(stream * 0x9E3779B97F4A7C15L + index)));
	}

	/** MurmurHash3's 64-bit finalizer: close keys give unrelated seeds. */
	private static long mix(long z) {
		z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
		z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
		return z ^ (z >>> 33);
	}

	/**
	 * One table to fill: its rows come in units (a quote, or an account with its rows).
	 */
	record Table(String name, String columns, long rows, int units, UnitWriter writer) {

	}

	/** Writes the rows of one unit. */
	@FunctionalInterface
	interface UnitWriter {

		void write(int unit, CopyText out);

	}

	record Plan(long openBalance, long balance, String fullName, String address, String email, String creditCard,
			long created, Trade[] trades) {

	}

	record Trade(boolean buy, boolean cancelled, int symbol, int quantity, long priceCents, long opened) {

	}

}
