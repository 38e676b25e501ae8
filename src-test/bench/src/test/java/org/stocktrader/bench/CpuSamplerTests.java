package org.stocktrader.bench;

import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CPU figures' reading of {@code /proc}, on this test's own JVM (HotSpot, with its C1
 * and C2 compiler threads).
 */
class CpuSamplerTests {

	private static final long SELF = ProcessHandle.current().pid();

	@Test
	void findsTheJitCompilerThreadsOfAHotSpotJvm() {
		Map<String, Long> threads = CpuSampler.compilerThreadTicks(SELF);

		assertThat(threads).isNotEmpty();
		assertThat(threads.keySet()).allMatch((tid) -> tid.chars().allMatch(Character::isDigit));
		assertThat(threads.values()).allMatch((ticks) -> ticks >= 0);
	}

	@Test
	void noProcessNoCompilerThreads() {
		assertThat(CpuSampler.compilerThreadTicks(Long.MAX_VALUE)).isEmpty();
	}

	@Test
	void theJitsShareIsPartOfTheApplicationsCpu() {
		CpuSampler sampler = new CpuSampler(new long[] { SELF }, new long[0], 100);
		sampler.start();
		long sum = 0;
		for (int i = 0; i < 20_000_000; i++) {
			sum += Long.toString(i).hashCode();
		}
		CpuSampler.Usage usage = sampler.stop();

		assertThat(sum).isNotZero();
		assertThat(usage.appMillis()).isPositive();
		assertThat(usage.appJitMillis()).isBetween(0L, usage.appMillis());
		assertThat(usage.toJson()).contains("\"appJitMillis\": " + usage.appJitMillis());
		assertThat(usage.stealPercent()).isBetween(0.0, 100.0);
		assertThat(usage.toJson()).contains("\"stealPercent\": ");
	}

	@Test
	void theMachinesStealIsItsShareOfAllCpuTimeInTheWindow() {
		long[] start = CpuSampler
			.machineTicks("cpu  1000 10 300 5000 20 0 5 100 50 0\ncpu0 500 5 150 2500 10 0 2 50 25 0\n");
		long[] end = CpuSampler
			.machineTicks("cpu  1600 10 400 5200 20 0 5 180 90 0\ncpu0 800 5 200 2600 10 0 2 90 45 0\n");

		assertThat(start).containsExactly(100, 6435);
		// 80 of 980 ticks (600 user, 100 system, 200 idle, 80 steal)
		assertThat(CpuSampler.stealPercent(start, end)).isEqualTo(8.2);
		assertThat(CpuSampler.stealPercent(start, null)).isEqualTo(-1.0);
		assertThat(CpuSampler.machineTicks(null)).isNull();
	}

}
