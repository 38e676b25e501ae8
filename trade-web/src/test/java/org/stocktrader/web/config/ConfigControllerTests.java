package org.stocktrader.web.config;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.settings.LiveSetting.Codec;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.settings.Words;
import org.stocktrader.services.trade.ProcessingMode;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunCheck;
import org.stocktrader.services.trade.admin.RunReport;
import org.stocktrader.services.trade.admin.RunStatistics;
import org.stocktrader.web.ClosedOrderCheck;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyMap;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The page alone, over stubbed settings and statistics; the settings and statistics
 * themselves are tested on a real database (trade-services), the whole page with its
 * security in src-test.
 */
@WebMvcTest(controllers = ConfigController.class, properties = "server.servlet.session.timeout=5m")
class ConfigControllerTests {

	static final RunCounts COUNTS = new RunCounts(200, 17, 900, 850, 1000, 950, 400, 90, 0, 0, 10, 480, 0, 0, 490, 68,
			400);

	@Autowired
	MockMvc mvc;

	@MockitoBean
	LiveSettings settings;

	@MockitoBean
	RunStatistics statistics;

	@MockitoBean
	TradeService tradeService;

	@BeforeEach
	void settingsAndStatistics() {
		LiveSetting<Duration> expiry = LiveSetting.of("market-summary-expiry", "Market summary expiry",
				"trade.market-summary-expiry",
				new Codec<>(Words::parseDuration, Duration::toString, Words::duration, Words::duration, List.of()),
				Duration.ofSeconds(90), true);
		given(this.settings.all()).willReturn(List.of(
				LiveSetting.of("processing-mode", "Order processing mode", "trade.processing-mode",
						Codec.ofEnum(ProcessingMode.class), ProcessingMode.SYNCHRONOUS, false),
				LiveSetting.of("closed-order-check", "Trade alert check", "trade.web.closed-order-check",
						Codec.ofEnum(ClosedOrderCheck.class), ClosedOrderCheck.AFTER_ORDERS, false),
				expiry,
				LiveSetting.of(
						"order-fee", "Order fee", "trade.order-fee", new Codec<>(BigDecimal::new,
								BigDecimal::toPlainString, BigDecimal::toPlainString, Words::money, List.of()),
						new BigDecimal("15.95"), false)));
		given(this.statistics.current(any())).willReturn(report(null));
	}

	static RunReport report(Integer deleted) {
		return new RunReport(Instant.parse("2026-11-23T03:00:00Z"), COUNTS, deleted, null, null, List
			.of(new RunCheck("Open orders", "Every order placed has been executed.", "0", "0", RunCheck.Verdict.PASS)));
	}

	@Test
	void configPageShowsEachSettingInWordsWithWhereItCameFrom() throws Exception {
		String page = this.mvc.perform(get("/config"))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
		assertThat(page).contains("<td>1 minute 30 seconds</td>", "<td>$15.95</td>", "<td>Synchronous</td>",
				"<td>After orders</td>", "<td>5 minutes</td>", "Start-up property trade.market-summary-expiry",
				"<td>Default</td>", "<option value=\"asynchronous\">Asynchronous</option>", "Reset the database",
				"Every order placed has been executed.", "<th>Logins</th><td>900</td>");
		assertThat(page.split("Trade alert check", -1)).hasSize(2);
		assertThat(page).doesNotContain("PT1M30S", "SYNCHRONOUS", "AFTER_ORDERS", "IN_PROCESS");
	}

	@Test
	void durationsAndModesReadAsWords() {
		assertThat(Words.duration(Duration.ofMinutes(3))).isEqualTo("3 minutes");
		assertThat(Words.duration(Duration.ofSeconds(3661))).isEqualTo("1 hour 1 minute 1 second");
		assertThat(Words.duration(Duration.ZERO)).isEqualTo("0 seconds");
		assertThat(Words.of(ClosedOrderCheck.EVERY_PAGE)).isEqualTo("Every page");
		assertThat(Words.parseDuration("1 minute 30 seconds")).isEqualTo(Duration.ofSeconds(90));
		assertThat(Words.parseDuration("3m")).isEqualTo(Duration.ofMinutes(3));
		assertThat(Words.parseDuration("PT2H")).isEqualTo(Duration.ofHours(2));
		assertThat(Words.parseDuration("45")).isEqualTo(Duration.ofSeconds(45));
		assertThat(Words.money(new BigDecimal("1024.95"))).isEqualTo("$1,024.95");
	}

	@Test
	void changesArePostedThenRedirected() throws Exception {
		given(this.settings.change(anyMap(), any())).willReturn(List.of("order-fee"));
		this.mvc.perform(post("/config/settings").param("order-fee", "24.95").param("unknown", "x"))
			.andExpect(redirectedUrl("/config"));
		verify(this.settings).change(Map.of("order-fee", "24.95"), "operator");
	}

	@Test
	void resetShowsTheStatisticsBeforeAndAfter() throws Exception {
		given(this.statistics.reset(null)).willReturn(report(68));
		MvcResult reset = this.mvc.perform(post("/config/reset").param("confirmed", "true"))
			.andExpect(redirectedUrl("/config"))
			.andReturn();
		this.mvc.perform(get("/config").flashAttrs(reset.getFlashMap()))
			.andExpect(content().string(containsString("Before the reset")))
			.andExpect(content().string(containsString("After the reset")))
			.andExpect(content().string(containsString("<th>Orders deleted by the reset</th><td>68</td>")))
			.andExpect(content().string(containsString("<th>New users (registered in the run)</th><td>17</td>")));
	}

	@Test
	void resetAsksForAConfirmationFirst() throws Exception {
		this.mvc.perform(get("/config").param("iterations", "7"))
			.andExpect(content().string(containsString("<form method=\"get\" action=\"/config/reset\"")));
		this.mvc.perform(post("/config/reset").param("iterations", "7"))
			.andExpect(redirectedUrl("/config/reset?iterations=7"));
		this.mvc.perform(get("/config/reset").param("iterations", "7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("<h1>Reset the database?</h1>")))
			.andExpect(content().string(containsString("<input type=\"hidden\" name=\"confirmed\" value=\"true\">")))
			.andExpect(content().string(containsString("Yes, reset the database")));
		verify(this.statistics, never()).reset(any());
	}

	@Test
	void badIterationsAreRefusedWithoutAReset() throws Exception {
		this.mvc.perform(post("/config/reset").param("iterations", "many").param("confirmed", "true"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("The database was not reset")));
		verify(this.statistics).current(null);
	}

	@Test
	void configPageIsHiddenFromRemoteClients() throws Exception {
		this.mvc.perform(get("/config").with((request) -> {
			request.setRemoteAddr("203.0.113.9");
			return request;
		})).andExpect(status().isNotFound());
		this.mvc.perform(post("/config/reset").with((request) -> {
			request.setRemoteAddr("203.0.113.9");
			return request;
		})).andExpect(status().isNotFound());
		verifyNoInteractions(this.statistics);
	}

}
