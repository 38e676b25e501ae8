package org.stocktrader.services.settings;

import java.util.Map;

import org.stocktrader.services.trade.InvalidInputException;

/**
 * Settings refused, each with its reason; none of the change was made.
 */
public class InvalidSettingsException extends InvalidInputException {

	private final Map<String, String> reasons;

	InvalidSettingsException(Map<String, String> reasons) {
		super(String.join(" ", reasons.values()));
		this.reasons = Map.copyOf(reasons);
	}

	/** The reason of each refused setting, by setting name. */
	public Map<String, String> reasons() {
		return this.reasons;
	}

}
