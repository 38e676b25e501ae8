package org.stocktrader.loader;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * With no URL given, the loader uses the application's embedded PostgreSQL, as the
 * application does: no server to install.
 */
class LoaderCommandTests {

	@Test
	void withoutAUrlTheLoaderUsesTheEmbeddedDatabase(@TempDir Path temp) {
		String url = System.getenv("TRADE_DB_URL");
		assumeTrue(url == null || url.isBlank(), "TRADE_DB_URL names a server");
		Path dataDir = temp.resolve("postgres");
		ByteArrayOutputStream output = new ByteArrayOutputStream();
		PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);

		int exit = new CommandLine(new LoaderCommand(out)).execute("load", "--accounts", "20", "--quotes", "10",
				"--embedded-dir", dataDir.toString());

		String printed = output.toString(StandardCharsets.UTF_8);
		assertThat(exit).as(printed).isZero();
		assertThat(printed).contains("db-loader load on jdbc:postgresql://127.0.0.1:").contains("20 accounts");
		assertThat(dataDir.resolve("postgresql.conf")).exists();
		// stopped at the end, the directory free for the application
		assertThat(dataDir.resolve("postmaster.pid")).doesNotExist();
	}

}
