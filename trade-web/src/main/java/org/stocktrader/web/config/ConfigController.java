package org.stocktrader.web.config;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.services.soap.client.BackendMode;
import org.stocktrader.services.soap.client.BackendProperties;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeProperties;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.Formats;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.TradeWebProperties;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.env.Environment;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The operator's configuration page: the settings in force, the back end in use, and the
 * reset of the database to its baseline with the run statistics. It is not a trader's
 * page: it needs no trader's login but the operator credential
 * ({@link OperatorSecurityConfiguration}), and it answers only when
 * {@code trade.web.config-page.enabled} (default true) and only to the loopback address
 * unless {@code trade.web.config-page.allow-remote} is set; otherwise it does not exist
 * (404).
 */
@Controller
@PublicPage
class ConfigController {

	private final TradeService tradeService;

	private final TradeWebProperties properties;

	private final ObjectProvider<TradeProperties> trade;

	private final ObjectProvider<BackendProperties> backend;

	private final Environment environment;

	ConfigController(TradeService tradeService, TradeWebProperties properties, ObjectProvider<TradeProperties> trade,
			ObjectProvider<BackendProperties> backend, Environment environment) {
		this.tradeService = tradeService;
		this.properties = properties;
		this.trade = trade;
		this.backend = backend;
		this.environment = environment;
	}

	@GetMapping("/config")
	String config(HttpServletRequest request, Model model) {
		checkAllowed(request);
		BackendProperties backendProperties = this.backend.getIfAvailable();
		BackendMode mode = (backendProperties != null) ? backendProperties.mode()
				: this.environment.getProperty("trade.backend.mode", BackendMode.class, BackendMode.IN_PROCESS);
		String url = (backendProperties != null && backendProperties.url() != null) ? backendProperties.url().toString()
				: this.environment.getProperty("trade.backend.url", "");
		TradeProperties tradeProperties = this.trade.getIfAvailable(TradeProperties::defaults);
		Duration sessionTimeout = this.environment.getProperty("server.servlet.session.timeout", Duration.class,
				Duration.ofMinutes(30));
		model.addAttribute("settings",
				new Settings(Formats.money(tradeProperties.orderFee()), duration(this.properties.marketSummaryExpiry()),
						words(tradeProperties.processingMode()), words(this.properties.closedOrderCheck()),
						(mode == BackendMode.SOAP) ? "SOAP client" : "In process", url, duration(sessionTimeout)));
		return "config";
	}

	@PostMapping("/config/reset")
	String reset(HttpServletRequest request, RedirectAttributes redirect) {
		checkAllowed(request);
		RunStats stats = this.tradeService.resetTrade(false);
		redirect.addFlashAttribute("stats", stats);
		return "redirect:/config";
	}

	private void checkAllowed(HttpServletRequest request) {
		TradeWebProperties.ConfigPage page = this.properties.configPage();
		if (!page.enabled() || (!page.allowRemote() && !isLoopback(request.getRemoteAddr()))) {
			throw new ResponseStatusException(HttpStatus.NOT_FOUND);
		}
	}

	private static boolean isLoopback(String address) {
		try {
			// a literal address: no name lookup happens
			return InetAddress.getByName(address).isLoopbackAddress();
		}
		catch (UnknownHostException ex) {
			return false;
		}
	}

	/**
	 * A duration in words: {@code 3 minutes}, {@code 1 minute 30 seconds},
	 * {@code 2 hours}.
	 */
	static String duration(Duration duration) {
		if (duration.isZero()) {
			return "0 seconds";
		}
		List<String> parts = new ArrayList<>(4);
		unit(parts, duration.toDaysPart(), "day");
		unit(parts, duration.toHoursPart(), "hour");
		unit(parts, duration.toMinutesPart(), "minute");
		unit(parts, duration.toSecondsPart(), "second");
		unit(parts, duration.toMillisPart(), "millisecond");
		return String.join(" ", parts);
	}

	private static void unit(List<String> parts, long count, String unit) {
		if (count != 0) {
			parts.add(count + " " + unit + ((count == 1) ? "" : "s"));
		}
	}

	/** An enum constant in words: {@code AFTER_ORDERS} is {@code After orders}. */
	static String words(Enum<?> value) {
		String words = value.name().toLowerCase(Locale.ROOT).replace('_', ' ');
		return Character.toUpperCase(words.charAt(0)) + words.substring(1);
	}

	/**
	 * What the page shows.
	 *
	 * @param orderFee the fee per order
	 * @param marketSummaryExpiry how long the market summary is reused
	 * @param processingMode how orders are executed
	 * @param closedOrderCheck when pages look for executed orders to announce
	 * @param backendMode where the trade service runs
	 * @param backendUrl the SOAP endpoint when remote
	 * @param sessionTimeout the HTTP session timeout
	 */
	public record Settings(String orderFee, String marketSummaryExpiry, String processingMode, String closedOrderCheck,
			String backendMode, String backendUrl, String sessionTimeout) {

	}

}
