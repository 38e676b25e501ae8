package org.stocktrader.services.soap;

import java.util.List;
import java.util.function.Supplier;

import org.stocktrader.services.trade.NotFoundException;

/**
 * A lookup of a key that names nothing, answered as the original products answer it: the
 * service API refuses an unknown user, quote or holding with a {@link NotFoundException},
 * where .NET StockTrader's data layer and DayTrader's {@code TradeDirect} and
 * {@code TradeSLSBBean} return {@code null} (a nil return element) or an empty list.
 * Which lookups answer which, per client family, is in {@link ClientFamily}.
 */
final class MissingData {

	private MissingData() {
	}

	/** The lookup's answer, or {@code null} (nil on the wire) for an unknown key. */
	static <T> T orNil(Supplier<T> lookup) {
		try {
			return lookup.get();
		}
		catch (NotFoundException ex) {
			return null;
		}
	}

	/** The lookup's answer, or an empty list for an unknown key. */
	static <T> List<T> orEmpty(Supplier<List<T>> lookup) {
		try {
			return lookup.get();
		}
		catch (NotFoundException ex) {
			return List.of();
		}
	}

}
