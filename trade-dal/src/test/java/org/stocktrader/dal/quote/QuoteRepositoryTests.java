package org.stocktrader.dal.quote;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.MigratedDatabase;

import static org.assertj.core.api.Assertions.assertThat;

class QuoteRepositoryTests {

	private final QuoteRepository quotes = new QuoteRepository(MigratedDatabase.freshJdbcClient());

	@Test
	void findAllReturnsTheExistingQuotesOfASymbolList() {
		this.quotes.create("s:1", "One", new BigDecimal("1.00"));
		this.quotes.create("s:2", "Two", new BigDecimal("2.00"));
		this.quotes.create("s:3", "Three", new BigDecimal("3.00"));

		List<Quote> found = this.quotes.findAll(List.of("s:3", "s:1", "s:404"));

		assertThat(found).extracting(Quote::symbol).containsExactlyInAnyOrder("s:1", "s:3");
		assertThat(this.quotes.findAll(List.of())).isEmpty();
	}

	@Test
	void updatePriceVolumeMovesPriceLowHighChangeAndVolumeInOneStatement() {
		this.quotes.create("s:1", "One", new BigDecimal("10.00"));

		this.quotes.updatePriceVolume("s:1", new BigDecimal("11.50"), 4);
		Quote quote = this.quotes.updatePriceVolume("s:1", new BigDecimal("9.25"), 6).orElseThrow();

		assertThat(quote.price()).isEqualByComparingTo("9.25");
		assertThat(quote.open()).isEqualByComparingTo("10.00");
		assertThat(quote.low()).isEqualByComparingTo("9.25");
		assertThat(quote.high()).isEqualByComparingTo("11.50");
		assertThat(quote.change()).isEqualTo(-0.75);
		assertThat(quote.volume()).isEqualTo(10.0);
		assertThat(this.quotes.updatePriceVolume("s:404", BigDecimal.ONE, 1)).isEmpty();
	}

}
