package org.stocktrader.services.item;

/**
 * What the item page and the REST read show of an item: its name, content type and size,
 * and one byte of its content chosen at random for each request (so that the answer is
 * made anew each time and only the item is cached).
 *
 * @param symbol the item's symbol
 * @param name its name
 * @param contentType the media type of its content
 * @param size the content's length in bytes
 * @param offset the chosen byte's position, from 0
 * @param value the chosen byte, 0 to 255
 */
public record ItemSample(String symbol, String name, String contentType, int size, int offset, int value) {

}
