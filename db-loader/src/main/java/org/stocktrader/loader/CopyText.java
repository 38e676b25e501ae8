package org.stocktrader.loader;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;

/**
 * Rows in PostgreSQL's COPY text format, written straight into a byte buffer. The
 * generated values are plain ASCII without tabs, newlines or backslashes, so nothing
 * needs escaping.
 */
final class CopyText {

	private byte[] bytes;

	private int length;

	private boolean rowStart = true;

	CopyText(int capacity) {
		this.bytes = new byte[capacity];
	}

	int length() {
		return this.length;
	}

	byte[] bytes() {
		return this.bytes;
	}

	/** Hands out the written bytes and starts an empty buffer. */
	byte[] take() {
		byte[] out = Arrays.copyOf(this.bytes, this.length);
		this.length = 0;
		return out;
	}

	CopyText text(String value) {
		separate();
		ensure(value.length());
		for (int i = 0; i < value.length(); i++) {
			this.bytes[this.length++] = (byte) value.charAt(i);
		}
		return this;
	}

	CopyText number(long value) {
		separate();
		digits(value);
		return this;
	}

	/** A {@code numeric(14,2)} from a whole number of cents. */
	CopyText money(long cents) {
		separate();
		if (cents < 0) {
			ensure(1);
			this.bytes[this.length++] = '-';
			cents = -cents;
		}
		digits(cents / 100);
		ensure(3);
		int fraction = (int) (cents % 100);
		this.bytes[this.length++] = '.';
		this.bytes[this.length++] = (byte) ('0' + fraction / 10);
		this.bytes[this.length++] = (byte) ('0' + fraction % 10);
		return this;
	}

	/** A {@code timestamptz} in UTC from seconds since 1970. */
	CopyText timestamp(long epochSecond) {
		separate();
		LocalDateTime time = LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC);
		ensure(22);
		pad(time.getYear(), 4);
		this.bytes[this.length++] = '-';
		pad(time.getMonthValue(), 2);
		this.bytes[this.length++] = '-';
		pad(time.getDayOfMonth(), 2);
		this.bytes[this.length++] = ' ';
		pad(time.getHour(), 2);
		this.bytes[this.length++] = ':';
		pad(time.getMinute(), 2);
		this.bytes[this.length++] = ':';
		pad(time.getSecond(), 2);
		this.bytes[this.length++] = '+';
		this.bytes[this.length++] = '0';
		this.bytes[this.length++] = '0';
		return this;
	}

	CopyText nul() {
		separate();
		ensure(2);
		this.bytes[this.length++] = '\\';
		this.bytes[this.length++] = 'N';
		return this;
	}

	void endRow() {
		ensure(1);
		this.bytes[this.length++] = '\n';
		this.rowStart = true;
	}

	private void separate() {
		if (this.rowStart) {
			this.rowStart = false;
			return;
		}
		ensure(1);
		this.bytes[this.length++] = '\t';
	}

	private void digits(long value) {
		ensure(20);
		if (value < 0) {
			this.bytes[this.length++] = '-';
			value = -value;
		}
		int start = this.length;
		do {
			this.bytes[this.length++] = (byte) ('0' + value % 10);
			value /= 10;
		}
		while (value > 0);
		for (int i = start, j = this.length - 1; i < j; i++, j--) {
			byte swap = this.bytes[i];
			this.bytes[i] = this.bytes[j];
			this.bytes[j] = swap;
		}
	}

	private void pad(int value, int width) {
		for (int i = width - 1; i >= 0; i--) {
			this.bytes[this.length + i] = (byte) ('0' + value % 10);
			value /= 10;
		}
		this.length += width;
	}

	private void ensure(int more) {
		if (this.length + more > this.bytes.length) {
			this.bytes = Arrays.copyOf(this.bytes, Math.max(this.bytes.length * 2, this.length + more));
		}
	}

}
