package org.stocktrader.services.trade;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A live value a test changes, announcing each change as a live setting does.
 *
 * @param <T> the value's type
 */
final class ChangingValue<T> implements LiveValue<T> {

	private final List<Consumer<T>> listeners = new CopyOnWriteArrayList<>();

	private volatile T value;

	ChangingValue(T value) {
		this.value = value;
	}

	@Override
	public T get() {
		return this.value;
	}

	@Override
	public void onChange(Consumer<T> listener) {
		this.listeners.add(listener);
	}

	void set(T value) {
		this.value = value;
		this.listeners.forEach((listener) -> listener.accept(value));
	}

}
