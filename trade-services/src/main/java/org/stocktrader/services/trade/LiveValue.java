package org.stocktrader.services.trade;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A value the operator may change while the application runs, as the trade service reads
 * it: the value in force (one volatile read) and its changes. The live settings
 * ({@code org.stocktrader.services.settings.LiveSetting}) provide it, so the trade
 * service does not depend on how they are stored.
 *
 * @param <T> the value's type
 */
public interface LiveValue<T> extends Supplier<T> {

	/**
	 * Runs {@code listener} with the new value whenever the value in force changes (on
	 * the thread that applied the change).
	 * @param listener the listener
	 */
	void onChange(Consumer<T> listener);

	/**
	 * A value that never changes, for a reader whose setting is not configured.
	 * @param <T> the value's type
	 * @param value the value
	 * @return the value, which never announces a change
	 */
	static <T> LiveValue<T> fixed(T value) {
		return new LiveValue<>() {

			@Override
			public T get() {
				return value;
			}

			@Override
			public void onChange(Consumer<T> listener) {
				// never changes
			}

		};
	}

}
