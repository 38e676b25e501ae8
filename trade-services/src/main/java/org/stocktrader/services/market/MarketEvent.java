package org.stocktrader.services.market;

import java.nio.charset.StandardCharsets;

/**
 * One event of the stream, serialised once for every subscriber: the bytes of its
 * Server-Sent Events frame.
 *
 * @param sequence the node's sequence number of the event
 * @param type {@code summary} or {@code prices}
 * @param frame {@code id:}, {@code event:} and {@code data:} lines and the blank line
 */
record MarketEvent(long sequence, String type, byte[] frame) {

	static final String SUMMARY = "summary";

	static final String PRICES = "prices";

	/** The frame of an event with the given id, type and one-line JSON data. */
	static MarketEvent of(String stream, long sequence, String type, String json) {
		String frame = "id: " + id(stream, sequence) + "\nevent: " + type + "\ndata: " + json + "\n\n";
		return new MarketEvent(sequence, type, frame.getBytes(StandardCharsets.UTF_8));
	}

	/** An event id: the stream's name on this node and the sequence number. */
	static String id(String stream, long sequence) {
		return stream + "-" + sequence;
	}

}
