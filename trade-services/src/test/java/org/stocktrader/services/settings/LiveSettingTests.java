package org.stocktrader.services.settings;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSetting.Codec;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.ProcessingMode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class LiveSettingTests {

	static LiveSetting<ProcessingMode> aMode() {
		return LiveSetting.of("processing-mode", "Order processing mode", "trade.processing-mode",
				Codec.ofEnum(ProcessingMode.class), ProcessingMode.SYNCHRONOUS, false);
	}

	@Test
	void enumValuesAreTypedInKebabCaseOrWordsAndShownInWords() {
		LiveSetting<ProcessingMode> mode = aMode();
		assertThat(mode.parse("asynchronous")).isEqualTo(ProcessingMode.ASYNCHRONOUS);
		assertThat(mode.parse(" Asynchronous ")).isEqualTo(ProcessingMode.ASYNCHRONOUS);
		assertThat(mode.stored(ProcessingMode.ASYNCHRONOUS)).isEqualTo("asynchronous");
		assertThat(mode.words()).isEqualTo("Synchronous");
		assertThat(mode.choices()).extracting(LiveSetting.Choice::words).containsExactly("Synchronous", "Asynchronous");
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> mode.parse(""))
			.withMessage("Order processing mode: a value is required.");
	}

	@Test
	void applyingAStoredValueRecordsWhoAndWhenAndTellsTheListenersOnce() {
		LiveSetting<ProcessingMode> mode = aMode();
		List<ProcessingMode> heard = new ArrayList<>();
		mode.onChange(heard::add);
		Instant at = Instant.parse("2026-11-23T03:00:00Z");

		mode.apply("asynchronous", at, "operator");
		mode.apply("asynchronous", at, "operator");

		assertThat(mode.get()).isEqualTo(ProcessingMode.ASYNCHRONOUS);
		assertThat(mode.state()).isEqualTo(
				new LiveSetting.State<>(ProcessingMode.ASYNCHRONOUS, LiveSetting.Origin.OPERATOR, at, "operator"));
		assertThat(heard).containsExactly(ProcessingMode.ASYNCHRONOUS);

		mode.apply(null, null, null);

		assertThat(mode.state().origin()).isEqualTo(LiveSetting.Origin.DEFAULT);
		assertThat(heard).containsExactly(ProcessingMode.ASYNCHRONOUS, ProcessingMode.SYNCHRONOUS);
	}

	@Test
	void durationsReadFromWordsAndTheConfigurationsForms() {
		assertThat(Words.parseDuration("3 minutes")).isEqualTo(Duration.ofMinutes(3));
		assertThat(Words.parseDuration("1 hour 30 minutes")).isEqualTo(Duration.ofMinutes(90));
		assertThat(Words.parseDuration("500ms")).isEqualTo(Duration.ofMillis(500));
		assertThat(Words.parseDuration("PT3M")).isEqualTo(Duration.ofMinutes(3));
		assertThat(Words.duration(Duration.ofMillis(1500))).isEqualTo("1 second 500 milliseconds");
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> Words.parseDuration("soon"))
			.withMessageContaining("is not a duration");
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> Words.parseDuration("-3m"));
	}

	/**
	 * The request path reads settings: a read must allocate nothing (counted with the
	 * JVM's per-thread allocation counter, not timed).
	 */
	@Test
	void readingASettingAllocatesNothing() {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		assertThat(threads).isInstanceOf(com.sun.management.ThreadMXBean.class);
		com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) threads;
		assertThat(counter.isThreadAllocatedMemorySupported() && counter.isThreadAllocatedMemoryEnabled()).isTrue();
		LiveSetting<BigDecimal> fee = LiveSetting.of("order-fee", "Order fee", "trade.order-fee",
				new Codec<>(BigDecimal::new, BigDecimal::toPlainString, BigDecimal::toPlainString, Words::money,
						List.of()),
				new BigDecimal("15.95"), false);
		LiveSetting<ProcessingMode> mode = aMode();
		long sink = 0;
		long before = counter.getCurrentThreadAllocatedBytes();
		for (int i = 0; i < 1_000_000; i++) {
			sink += fee.get().scale() + mode.get().ordinal();
		}
		long allocated = counter.getCurrentThreadAllocatedBytes() - before;
		assertThat(sink).isEqualTo(2_000_000);
		// a million reads: nothing beyond the counter's own few bytes
		assertThat(allocated).isLessThan(1024);
	}

}
