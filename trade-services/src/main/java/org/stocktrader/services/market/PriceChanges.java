package org.stocktrader.services.market;

import java.util.List;

/**
 * The data of a {@code prices} event: the price changes of one interval, in the order of
 * each symbol's last change.
 *
 * @param changes the changes
 * @param truncated whether more symbols changed than one event carries
 * ({@code trade.market-stream.max-changes}): the least recently changed were left out
 */
public record PriceChanges(List<PriceChange> changes, boolean truncated) {

}
