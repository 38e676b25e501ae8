package org.stocktrader.services.security;

import java.util.function.Predicate;

/**
 * The checks of {@code StrictHttpFirewall}'s default patterns without a regular
 * expression: {@code [\p{IsAssigned}&&[^\p{IsControl}]]*} for header and parameter names
 * and {@code [\p{IsAssigned}&&[[^\p{IsControl}]||\t]]*} for header values, code point by
 * code point as {@link java.util.regex.Pattern} reads them, with printable ASCII (always
 * assigned, never a control character) accepted at once. The firewall calls them for
 * every header a request's reader asks for (CXF copies them all on every SOAP call), and
 * the regular expressions were about 2 % of a SOAP call's CPU.
 */
final class AssignedText implements Predicate<String> {

	/** Header and parameter names: assigned, no control character. */
	static final AssignedText NAMES = new AssignedText(false);

	/** Header values: assigned, no control character but the horizontal tab. */
	static final AssignedText HEADER_VALUES = new AssignedText(true);

	private final boolean tab;

	private AssignedText(boolean tab) {
		this.tab = tab;
	}

	@Override
	public boolean test(String text) {
		int length = text.length();
		int i = 0;
		while (i < length) {
			char c = text.charAt(i);
			if (c >= 0x20 && c < 0x7f) {
				i++;
				continue;
			}
			int codePoint = text.codePointAt(i);
			int type = Character.getType(codePoint);
			if (type == Character.UNASSIGNED || (type == Character.CONTROL && !(this.tab && codePoint == '\t'))) {
				return false;
			}
			i += Character.charCount(codePoint);
		}
		return true;
	}

}
