package org.stocktrader.services.trade.admin;

/**
 * One check a benchmark run must pass, as IBM Trade's run statistics page verifies a run.
 *
 * @param statistic what is checked, such as {@code Open orders}
 * @param meaning what the check means and why it must hold
 * @param expected the expected value, in words
 * @param actual the value found
 * @param verdict whether it passed
 */
public record RunCheck(String statistic, String meaning, String expected, String actual, Verdict verdict) {

	/** The outcome of a check. */
	public enum Verdict {

		/** As expected. */
		PASS,
		/** Unexpected but not wrong: the run may have used another data set. */
		WARN,
		/** The run did not behave as a correct run does. */
		FAIL,
		/**
		 * Not checked: what it needs is unknown (no load recorded, no run size given).
		 */
		NOT_CHECKED

	}

}
