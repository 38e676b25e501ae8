package org.stocktrader.bench;

import java.util.Locale;

/**
 * The implementation the web script runs against ({@code bench.target}): both answer IBM
 * Trade's {@code app?action=} URLs with the same forms, but their pages differ in
 * wording, so each page is recognised by what that implementation writes. A user id or
 * symbol is expected as element text ({@code uid:7<}) or as the greeting writes it, so a
 * login form echoing a rejected user id does not pass for a home page.
 */
enum Target {

	/** This project: lower-case HTML, the user id as element text on home and account. */
	STOCKTRADER("</html>", "#{uid}<", "Portfolio</h1>"),

	/**
	 * DayTrader 8 (and the IBM Trade pages it keeps): upper-case {@code HTML} end tag,
	 * the home page greets "Welcome &amp;nbsp;uid:N,", the portfolio's caption is
	 * {@code Portfolio} in bold; the account page and a quote show {@code uid:N<} and
	 * {@code >s:N<} as StockTrader's do.
	 */
	DAYTRADER("</HTML>", "&nbsp;#{uid},", "<B>Portfolio </B>");

	private final String closingTag;

	private final String home;

	private final String portfolio;

	Target(String closingTag, String home, String portfolio) {
		this.closingTag = closingTag;
		this.home = home;
		this.portfolio = portfolio;
	}

	/** The closing tag of every complete page. */
	String closingTag() {
		return this.closingTag;
	}

	/** What the home page (also the answer to a login or a registration) shows. */
	String home() {
		return this.home;
	}

	/** What the portfolio page shows. */
	String portfolio() {
		return this.portfolio;
	}

	static Target of(String name) {
		try {
			return valueOf(name.toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalArgumentException("bench.target: stocktrader or daytrader, not " + name, ex);
		}
	}

}
