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
	}

}
