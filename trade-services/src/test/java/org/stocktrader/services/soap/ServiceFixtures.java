package org.stocktrader.services.soap;

import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicInteger;

import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.TradeService;

/** Test data created through the service API; ids are unique within a test JVM. */
final class ServiceFixtures {

	static final String PASSWORD = "xxx";

	private static final AtomicInteger sequence = new AtomicInteger();

	private ServiceFixtures() {
	}

	static String aUserId() {
		return "w:" + sequence.incrementAndGet();
	}

	static String aSymbol() {
		return "q:" + sequence.incrementAndGet();
	}

	static Registration aRegistration(String userId) {
		return new Registration(userId, PASSWORD, "Test " + userId, "1 Oak St.", userId + "@example.com", "1234-5678",
				new BigDecimal("100000.00"));
	}

	/** A registered user with the password {@link #PASSWORD}. */
	static String aUser(TradeService trade) {
		String userId = aUserId();
		trade.register(aRegistration(userId));
		return userId;
	}

	/** A new quote at the price. */
	static String aQuote(TradeService trade, String price) {
		String symbol = aSymbol();
		trade.createQuote(symbol, "Company " + symbol, new BigDecimal(price));
		return symbol;
	}

	/** The index symbols {@code s:100} to {@code s:104}, created once per database. */
	static void marketQuotes(TradeService trade) {
		for (int i = 100; i < 105; i++) {
			String symbol = "s:" + i;
			try {
				Quote quote = trade.getQuote(symbol);
				if (quote == null) {
					throw new NotFoundException(symbol);
				}
			}
			catch (NotFoundException ex) {
				trade.createQuote(symbol, "Index company " + i, new BigDecimal(10 + i));
			}
		}
	}

}
