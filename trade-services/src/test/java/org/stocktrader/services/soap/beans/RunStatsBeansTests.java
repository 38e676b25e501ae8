package org.stocktrader.services.soap.beans;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.trade.RunStats;

import static org.assertj.core.api.Assertions.assertThat;

class RunStatsBeansTests {

	@Test
	void runStatsSurviveTheRoundTrip() {
		RunStats stats = new RunStats(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);

		assertThat(RunStatsBeans.toRunStats(RunStatsBeans.toBean(stats))).isEqualTo(stats);
	}

}
