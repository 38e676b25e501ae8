package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountOverview;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.account.SignedIn;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.quote.Quote;

/**
 * The trade service API: the union of the operations of .NET StockTrader's
 * {@code ITradeServices} and IBM Trade's {@code TradeWSServices}. The web pages, the SOAP
 * facade and the REST facade all call this interface; it is implemented in process over
 * the database, or by a SOAP client to any server with the {@code ITradeServices}
 * contract.
 * <p>
 * Every method refuses bad input with an {@link InvalidInputException}, an unknown user,
 * quote, holding or order with a {@link NotFoundException}, and changes nothing when it
 * throws.
 */
public interface TradeService {

	/**
	 * Checks the password and counts the login. An unknown user and a wrong password give
	 * the same empty answer.
	 */
	Optional<Account> login(String userId, String password);

	/**
	 * Signs the user in as {@link #login} does and returns what IBM Trade's login answers
	 * with: the home page's account and holdings (as {@link #getAccountSummary}) and the
	 * executed orders reported to the user now (as {@link #getClosedOrders}). This
	 * default calls the three; the in-process service counts the login, reads the summary
	 * and reports the orders in one statement after the password check.
	 */
	default Optional<SignedIn> signIn(String userId, String password) {
		return login(userId, password)
			.map((account) -> new SignedIn(getAccountSummary(account.userId()), getClosedOrders(account.userId())));
	}

	/** Counts a logout. */
	void logout(String userId);

	/** Opens a profile and an account in one transaction. */
	Account register(Registration registration);

	/**
	 * Registers and signs the new user in, as the registration page does: the account as
	 * {@link #register} opens it, then counted as by a successful {@link #login}. This
	 * default calls both; an implementation may count the login without checking again
	 * the password the registration has just stored.
	 */
	default Account registerAndLogin(Registration registration) {
		Account account = register(registration);
		return login(account.userId(), registration.password())
			.orElseThrow(() -> new NotFoundException("User " + account.userId() + " not found."));
	}

	Account getAccountData(String userId);

	/**
	 * The account with its holdings (as {@link #getHoldings}), what the home page shows.
	 * This default calls both; the in-process service reads them in one statement.
	 */
	default AccountSummary getAccountSummary(String userId) {
		return new AccountSummary(getAccountData(userId), getHoldings(userId));
	}

	/**
	 * The account with its profile and its orders: all of them (as {@link #getOrders}) or
	 * the most recent (as {@link #getTopOrders}); what the account page shows. This
	 * default calls the three; the in-process service reads them in one statement.
	 */
	default AccountOverview getAccountOverview(String userId, boolean allOrders) {
		return new AccountOverview(getAccountData(userId), getAccountProfileData(userId),
				allOrders ? getOrders(userId) : getTopOrders(userId));
	}

	/**
	 * The profile, with an empty password: no password or hash ever leaves the service.
	 */
	AccountProfile getAccountProfileData(String userId);

	/**
	 * Updates the profile's full name, address, email and credit card, and the password
	 * when one is given (a {@code null} or empty password keeps the current one). Returns
	 * the stored profile, with an empty password. Every field but the password is
	 * required.
	 */
	AccountProfile updateAccountProfile(AccountProfile profile);

	/**
	 * Updates the profile as {@link #updateAccountProfile} does, for the signed-in user
	 * themself (the pages and the REST API): a new password is taken only with the
	 * current one. A new password equal to the current one is no change and needs nothing
	 * more, so the original products' forms, which send the password back, keep working.
	 * A missing or wrong current password is refused with an
	 * {@link UnauthorisedException} and counted as a failed login; nothing is changed.
	 * The password is checked with {@link #isPasswordOf}.
	 * @param profile the update
	 * @param currentPassword the user's current password, or empty when the password is
	 * not changed
	 * @return the stored profile, with an empty password
	 */
	default AccountProfile updateOwnProfile(AccountProfile profile, String currentPassword) {
		if (profile == null || profile.password() == null || profile.password().isEmpty()) {
			return updateAccountProfile(profile);
		}
		boolean unchanged = currentPassword == null || currentPassword.isEmpty();
		if (!isPasswordOf(profile.userId(), unchanged ? profile.password() : currentPassword)) {
			throw new UnauthorisedException(PasswordChange.REFUSED);
		}
		return updateAccountProfile(unchanged ? new AccountProfile(profile.userId(), null, profile.fullName(),
				profile.address(), profile.email(), profile.creditCard()) : profile);
	}

	/**
	 * Whether the password is the user's, checked as {@link #login} checks it (a wrong
	 * one is throttled alike). This default logs in, which counts a login; the in-process
	 * service checks without counting.
	 * @param userId the user id
	 * @param password the password to check
	 * @return whether it is the user's password
	 */
	default boolean isPasswordOf(String userId, String password) {
		return login(userId, password).isPresent();
	}

	/** The user's holdings, newest first, each with its quote's current price. */
	List<Holding> getHoldings(String userId);

	/** One holding of the user's, with its current price. */
	Holding getHolding(String userId, int holdingId);

	/** One holding by id alone, as IBM Trade's {@code getHolding(holdingID)} asks. */
	Holding getHolding(int holdingId);

	/**
	 * One order of the user's. This default looks among the user's newest orders (as
	 * {@link #getOrders}, what the SOAP contract can ask); the in-process service reads
	 * the order itself.
	 */
	default Order getOrder(String userId, int orderId) {
		return getOrders(userId).stream()
			.filter((order) -> order.orderId() == orderId)
			.findFirst()
			.orElseThrow(() -> new NotFoundException("Order " + orderId + " not found."));
	}

	/** The user's orders, newest first, at most the configured number. */
	List<Order> getOrders(String userId);

	/**
	 * The user's most recent orders, newest first, at most the configured (smaller)
	 * number.
	 */
	List<Order> getTopOrders(String userId);

	/**
	 * The user's executed orders not reported yet, marked reported in the same
	 * transaction so each is returned once, with status {@code completed}.
	 */
	List<Order> getClosedOrders(String userId);

	Quote getQuote(String symbol);

	/**
	 * The quotes for a list of symbols separated by spaces, commas or semicolons, in the
	 * order asked; unknown symbols are left out (callers compare to report them).
	 */
	List<Quote> getQuotes(String symbols);

	List<Quote> getAllQuotes();

	Quote createQuote(String symbol, String companyName, BigDecimal price);

	/** Sets a quote's price and adds to its volume, updating low, high and change. */
	Quote updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded);

	MarketSummary getMarketSummary();

	/**
	 * Buys shares at the current price, executed now or by the order processor as
	 * configured.
	 */
	Order buy(String userId, String symbol, double quantity);

	/** Sells a whole holding of the user's. */
	Order sell(String userId, int holdingId);

	/**
	 * Sells part of a holding; a quantity above the holding's sells the whole holding.
	 */
	Order sellEnhanced(String userId, int holdingId, double quantity);

	/**
	 * Sells part of a holding, as the pages and the REST API do: a quantity above the
	 * holding's is refused ({@link Refusal#REFUSED}), not capped as by
	 * {@link #sellEnhanced}. This default checks the holding first; the in-process
	 * service checks it under the holding's lock.
	 */
	default Order sellPart(String userId, int holdingId, double quantity) {
		// compared exactly, as the service stores it; what is not a valid quantity is
		// refused by the service
		if (Double.isFinite(quantity)) {
			SellQuantity.of(getHolding(userId, holdingId), Order.shares(quantity), true);
		}
		return sellEnhanced(userId, holdingId, quantity);
	}

	/** Executes an open order (idempotent for an order already executed). */
	Order completeOrder(int orderId);

	/** Cancels an open order. */
	void cancelOrder(int orderId);

	/**
	 * Reports the run statistics and, when {@code deleteAll} is false, removes what a
	 * benchmark run created (users registered during the run and their data); when true,
	 * deletes all trading data.
	 */
	RunStats resetTrade(boolean deleteAll);

	/** Whether the service can take requests (the database answers). */
	boolean isOnline();

}
