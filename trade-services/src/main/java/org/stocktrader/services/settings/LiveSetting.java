package org.stocktrader.services.settings;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;

import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.LiveValue;

/**
 * One setting that can change while the server runs. Readers call {@link #get()}: one
 * volatile read, no lock, no allocation, no database. Its start-up value comes from the
 * configuration (a property or the default); {@link LiveSettings} replaces it with the
 * operator's stored value, on this node and on every other one.
 *
 * @param <T> the value's type
 */
public final class LiveSetting<T> implements LiveValue<T> {

	private final String name;

	private final String label;

	private final String property;

	private final Codec<T> codec;

	private final State<T> startUp;

	private final List<Consumer<T>> listeners = new CopyOnWriteArrayList<>();

	private volatile State<T> state;

	private LiveSetting(String name, String label, String property, Codec<T> codec, State<T> startUp) {
		this.name = name;
		this.label = label;
		this.property = property;
		this.codec = codec;
		this.startUp = startUp;
		this.state = startUp;
	}

	/**
	 * A setting with its start-up value.
	 * @param <T> the value's type
	 * @param name the name it is stored under, such as {@code order-fee}
	 * @param label what the operator's page calls it, such as {@code Order fee}
	 * @param property the start-up property, such as {@code trade.order-fee}
	 * @param codec how values are read, stored and shown
	 * @param startUp the value at start-up
	 * @param configured whether the start-up value was configured (else it is the
	 * default)
	 * @return the setting
	 */
	public static <T> LiveSetting<T> of(String name, String label, String property, Codec<T> codec, T startUp,
			boolean configured) {
		Objects.requireNonNull(startUp, name);
		return new LiveSetting<>(name, label, property, codec,
				new State<>(startUp, configured ? Origin.PROPERTY : Origin.DEFAULT, null, null));
	}

	/** The value in force: one volatile read. */
	@Override
	public T get() {
		return this.state.value();
	}

	/** The value in force with where it came from. */
	public State<T> state() {
		return this.state;
	}

	/** The value in force in words, such as {@code 3 minutes} or {@code $24.95}. */
	public String words() {
		return this.codec.words().apply(get());
	}

	/** The value in force as the operator types it. */
	public String input() {
		return this.codec.input().apply(get());
	}

	/** The values to choose from, empty when the value is typed. */
	public List<Choice> choices() {
		return this.codec.choices();
	}

	public String name() {
		return this.name;
	}

	public String label() {
		return this.label;
	}

	public String property() {
		return this.property;
	}

	/**
	 * Runs {@code listener} with the new value whenever the value in force changes (on
	 * the thread that applied the change).
	 */
	@Override
	public void onChange(Consumer<T> listener) {
		this.listeners.add(listener);
	}

	/**
	 * Reads a value as the operator typed it or as it is stored.
	 * @throws InvalidInputException with a message naming this setting
	 */
	T parse(String text) {
		if (text == null || text.isBlank()) {
			throw new InvalidInputException(this.label + ": a value is required.");
		}
		String trimmed = text.strip();
		if (trimmed.length() > 1000) {
			throw new InvalidInputException(this.label + ": the value is too long.");
		}
		try {
			return this.codec.parse().apply(trimmed);
		}
		catch (InvalidInputException ex) {
			throw new InvalidInputException(this.label + ": " + ex.getMessage());
		}
	}

	/** The stored text form of a value. */
	String stored(T value) {
		return this.codec.stored().apply(value);
	}

	/**
	 * Puts a stored value in force, or the start-up value when there is none; a stored
	 * value that no longer reads keeps the start-up value.
	 */
	void apply(String stored, Instant changedAt, String changedBy) {
		State<T> next = this.startUp;
		if (stored != null) {
			next = new State<>(parse(stored), Origin.OPERATOR, changedAt, changedBy);
		}
		State<T> previous = this.state;
		this.state = next;
		if (!previous.value().equals(next.value())) {
			for (Consumer<T> listener : this.listeners) {
				listener.accept(next.value());
			}
		}
	}

	/** Where a value in force came from. */
	public enum Origin {

		/** The built-in default. */
		DEFAULT,
		/** A start-up property (application properties, environment, command line). */
		PROPERTY,
		/** Changed by the operator while the servers ran. */
		OPERATOR

	}

	/**
	 * A value in force.
	 *
	 * @param <T> the value's type
	 * @param value the value
	 * @param origin where it came from
	 * @param changedAt when the operator changed it, {@code null} unless
	 * {@link Origin#OPERATOR}
	 * @param changedBy who changed it, {@code null} unless {@link Origin#OPERATOR}
	 */
	public record State<T>(T value, Origin origin, Instant changedAt, String changedBy) {

	}

	/**
	 * A value to choose from.
	 *
	 * @param value as typed (and stored)
	 * @param words as shown
	 */
	public record Choice(String value, String words) {

	}

	/**
	 * How a setting's values are read, stored and shown.
	 *
	 * @param <T> the value's type
	 * @param parse reads a value as typed or stored, throwing
	 * {@link InvalidInputException} with the reason when it cannot
	 * @param stored the stored text form, which {@code parse} reads back
	 * @param input the form shown in the operator's input field
	 * @param words the form shown to people, such as {@code 3 minutes}
	 * @param choices the values to choose from, empty when typed
	 */
	public record Codec<T>(Function<String, T> parse, Function<T, String> stored, Function<T, String> input,
			Function<T, String> words, List<Choice> choices) {

		/**
		 * The codec of an enum: stored and typed in kebab case ({@code after-orders}),
		 * shown in words ({@code After orders}).
		 * @param <E> the enum
		 * @param type its class
		 * @return the codec
		 */
		public static <E extends Enum<E>> Codec<E> ofEnum(Class<E> type) {
			E[] constants = type.getEnumConstants();
			List<Choice> choices = Arrays.stream(constants)
				.map((constant) -> new Choice(Words.kebab(constant), Words.of(constant)))
				.toList();
			Function<String, E> parse = (text) -> {
				for (E constant : constants) {
					if (Words.kebab(constant).equalsIgnoreCase(text) || constant.name().equalsIgnoreCase(text)
							|| Words.of(constant).equalsIgnoreCase(text)) {
						return constant;
					}
				}
				throw new InvalidInputException("'" + Words.shorten(text) + "' is not one of "
						+ String.join(", ", choices.stream().map(Choice::words).toList()) + ".");
			};
			return new Codec<>(parse, Words::kebab, Words::kebab, Words::of, choices);
		}

	}

}
