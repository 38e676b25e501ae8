package org.stocktrader.loader;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GeneratorTests {

	private static final DataSet SET = new DataSet(100, 50, 5, 5, 11);

	@Test
	void anAccountsRowsDoNotDependOnWhatWasGeneratedBefore() {
		Generator generator = new Generator(SET, "hash");
		for (Generator.Table table : generator.tables()) {
			CopyText all = new CopyText(16);
			for (int unit = 0; unit < table.units(); unit++) {
				table.writer().write(unit, all);
			}
			CopyText backwards = new CopyText(16);
			StringBuilder reversed = new StringBuilder();
			for (int unit = table.units() - 1; unit >= 0; unit--) {
				table.writer().write(unit, backwards);
				reversed.insert(0, text(backwards.take()));
			}
			assertThat(reversed.toString()).as(table.name()).isEqualTo(text(all.take()));
		}
	}

	@Test
	void theSameSeedGivesTheSameBytesAndAnotherSeedOthers() {
		assertThat(orders(new Generator(SET, "hash"))).isEqualTo(orders(new Generator(SET, "hash")));
		assertThat(orders(new Generator(new DataSet(100, 50, 5, 5, 12), "hash")))
			.isNotEqualTo(orders(new Generator(SET, "hash")));
	}

	@Test
	void rowsFollowTradeBuildDb() {
		Generator generator = new Generator(SET, "hash");
		CopyText out = new CopyText(16);
		generator.tables().get(0).writer().write(3, out);
		generator.tables().get(1).writer().write(3, out);

		String[] lines = text(out.take()).split("\n");
		assertThat(lines[0]).matches("s:3\tS3 Incorporated\t(\\d+)\\.00\t\\1\\.00\t\\1\\.00\t\\1\\.00\t0\t0");
		assertThat(lines[1]).matches(
				"uid:3\thash\tfirst:\\d+ last:\\d+\t\\d+ Oak St\\.\tuid:3@\\d+\\.com\t" + "\\d+-\\d+-\\d+-\\d+\t\\\\N");
	}

	@Test
	void moneyAndTimestampsUseTheCopyTextForms() {
		CopyText out = new CopyText(1);
		out.money(5).money(-123456).money(0).timestamp(Generator.EPOCH.getEpochSecond() + 3661).nul();
		out.endRow();

		assertThat(text(out.take())).isEqualTo("0.05\t-1234.56\t0.00\t2010-01-04 01:01:01+00\t\\N\n");
	}

	private static String orders(Generator generator) {
		Generator.Table orders = generator.tables().get(4);
		CopyText out = new CopyText(16);
		for (int unit = 0; unit < orders.units(); unit++) {
			orders.writer().write(unit, out);
		}
		return text(out.take());
	}

	private static String text(byte[] bytes) {
		return new String(bytes, StandardCharsets.US_ASCII);
	}

}
