package org.stocktrader.services.security;

import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AssignedTextTests {

	/** StrictHttpFirewall's default pattern for header and parameter names. */
	private static final Pattern NAMES = Pattern.compile("[\\p{IsAssigned}&&[^\\p{IsControl}]]*");

	/** StrictHttpFirewall's default pattern for header values. */
	private static final Pattern HEADER_VALUES = Pattern.compile("[\\p{IsAssigned}&&[[^\\p{IsControl}]||\\t]]*");

	@Test
	void everyCodePointAloneIsJudgedAsTheFirewallsPatternsJudgeIt() {
		int refusedNames = 0;
		for (int codePoint = 0; codePoint <= Character.MAX_CODE_POINT; codePoint++) {
			String text = "a" + Character.toString(codePoint) + "b";
			boolean name = NAMES.matcher(text).matches();
			assertThat(AssignedText.NAMES.test(text)).as("name U+%04X", codePoint).isEqualTo(name);
			assertThat(AssignedText.HEADER_VALUES.test(text)).as("value U+%04X", codePoint)
				.isEqualTo(HEADER_VALUES.matcher(text).matches());
			refusedNames += name ? 0 : 1;
		}
		// the patterns refuse control characters and unassigned code points
		assertThat(refusedNames).isGreaterThan(1000);
	}

	@Test
	void randomTextsWithSurrogatesControlsAndTabsAreJudgedAlike() {
		Random random = new Random(12);
		char[] alphabet = { 'a', ' ', '\t', '\n', '\u0000', '\u007f', '\u0085', '\u00e9', '\ud83d', '\ude00', '\udbff',
				'\udfff', '\u0378', '\uffff', '\u2028', '"' };
		for (int n = 0; n < 200_000; n++) {
			char[] text = new char[random.nextInt(8)];
			for (int i = 0; i < text.length; i++) {
				text[i] = alphabet[random.nextInt(alphabet.length)];
			}
			String s = new String(text);
			assertThat(AssignedText.NAMES.test(s)).as("name %s", s.chars().boxed().toList())
				.isEqualTo(NAMES.matcher(s).matches());
			assertThat(AssignedText.HEADER_VALUES.test(s)).as("value %s", s.chars().boxed().toList())
				.isEqualTo(HEADER_VALUES.matcher(s).matches());
		}
	}

	@Test
	void tabIsAValueCharacterButNotANameCharacter() {
		assertThat(AssignedText.HEADER_VALUES.test("text/xml;\tcharset=UTF-8")).isTrue();
		assertThat(AssignedText.NAMES.test("X-\tName")).isFalse();
		assertThat(AssignedText.HEADER_VALUES.test("a\r\nInjected: yes")).isFalse();
		assertThat(AssignedText.NAMES.test("")).isTrue();
	}

}
