package org.stocktrader.web.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.sql.DataSource;

import org.stocktrader.dal.db.StatementCounter;
import org.stocktrader.web.PublicPage;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The benchmark's endpoints: {@code /bench/floor?bytes=N}, a constant HTML page of N
 * bytes answered by the same stack as the trading pages (Tomcat, the filters, Spring
 * MVC's dispatch and interceptors) with no database and no template, the floor every
 * workload is measured against; and {@code /bench/statements}, the SQL statements and
 * transactions run since the start, and the statements among them on the shared sessions.
 */
@RestController
@PublicPage
@ConditionalOnProperty(name = "trade.bench.enabled", havingValue = "true")
class BenchController {

	private static final int MAX_FLOOR_BYTES = 1 << 20;

	private final StatementCounter counter;

	private final Map<Integer, byte[]> pages = new ConcurrentHashMap<>();

	BenchController(DataSource dataSource) {
		this.counter = (StatementCounter) dataSource;
	}

	@GetMapping(path = "/bench/floor", produces = MediaType.TEXT_HTML_VALUE)
	byte[] floor(@RequestParam(defaultValue = "4096") int bytes) {
		return this.pages.computeIfAbsent(Math.clamp(bytes, 64, MAX_FLOOR_BYTES), BenchController::page);
	}

	@GetMapping(path = "/bench/statements", produces = MediaType.APPLICATION_JSON_VALUE)
	ResponseEntity<String> statements() {
		return ResponseEntity.ok("{\"statements\": %d, \"transactions\": %d, \"sessionStatements\": %d}"
			.formatted(this.counter.statements(), this.counter.transactions(), this.counter.sessionStatements()));
	}

	private static byte[] page(int bytes) {
		String head = "<!DOCTYPE html><html><head><title>floor</title></head><body><p>";
		String tail = "</p></body></html>\n";
		byte[] page = new byte[bytes];
		Arrays.fill(page, (byte) 'x');
		byte[] start = head.getBytes(StandardCharsets.US_ASCII);
		byte[] end = tail.getBytes(StandardCharsets.US_ASCII);
		System.arraycopy(start, 0, page, 0, start.length);
		System.arraycopy(end, 0, page, bytes - end.length, end.length);
		return page;
	}

}
