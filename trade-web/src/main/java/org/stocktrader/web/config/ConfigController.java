package org.stocktrader.web.config;

import java.io.Serializable;
import java.security.Principal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.services.settings.InvalidSettingsException;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.settings.LiveSetting.Choice;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.settings.Words;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.admin.RunCheck;
import org.stocktrader.services.trade.admin.RunReport;
import org.stocktrader.services.trade.admin.RunStatistics;
import org.stocktrader.web.Formats;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.SameOriginOnly;
import org.stocktrader.web.TradeWebProperties;

import org.springframework.core.env.Environment;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The operator's configuration page, as IBM Trade's: the live settings (each with its
 * value in force in words, where it came from, and a field to change it), the run
 * statistics of this node's database with the checks of a benchmark run, and the reset to
 * the baseline. A change applies to the next request on every node
 * ({@link LiveSettings}); bad values are refused with their reason and change nothing. It
 * is not a trader's page: it needs no trader's login but the operator credential
 * ({@link OperatorSecurityConfiguration}), and it answers only when
 * {@code trade.web.config-page.enabled} (default true) and only to the loopback address
 * unless {@code trade.web.config-page.allow-remote} is set; otherwise it does not exist
 * (404).
 */
@Controller
@SameOriginOnly
@PublicPage
class ConfigController {

	private static final String OPERATOR = "operator";

	private final LiveSettings settings;

	private final RunStatistics runStatistics;

	private final TradeWebProperties properties;

	private final Environment environment;

	ConfigController(LiveSettings settings, RunStatistics runStatistics, TradeWebProperties properties,
			Environment environment) {
		this.settings = settings;
		this.runStatistics = runStatistics;
		this.properties = properties;
		this.environment = environment;
	}

	@GetMapping("/config")
	String config(HttpServletRequest request, @RequestParam(required = false) String iterations, Model model) {
		checkAllowed(request);
		return page(model, Map.of(), Map.of(), iterations);
	}

	/** Changes every setting the form sends, all or none. */
	@PostMapping("/config/settings")
	String change(HttpServletRequest request, HttpServletResponse response,
			@RequestParam Map<String, String> parameters, Principal operator, Model model,
			RedirectAttributes redirect) {
		checkAllowed(request);
		Map<String, String> values = new LinkedHashMap<>();
		for (LiveSetting<?> setting : this.settings.all()) {
			String value = parameters.get(setting.name());
			if (value != null) {
				values.put(setting.name(), value);
			}
		}
		try {
			List<String> changed = this.settings.change(values, operatorName(operator));
			redirect.addFlashAttribute("message",
					changed.isEmpty() ? "Nothing changed: the values sent are those in force."
							: "Changed " + String.join(", ", labels(changed)) + "; in force for the next request "
									+ "on every node.");
			return "redirect:/config";
		}
		catch (InvalidSettingsException ex) {
			// nothing changed: the page again, with each reason and the values as typed
			response.setStatus(HttpStatus.BAD_REQUEST.value());
			model.addAttribute("error", "Nothing was changed: " + ex.getMessage());
			return page(model, ex.reasons(), values, null);
		}
	}

	/** Puts a setting back to its start-up value on every node. */
	@PostMapping("/config/settings/{name}/revert")
	String revert(HttpServletRequest request, @PathVariable String name, Principal operator,
			RedirectAttributes redirect) {
		checkAllowed(request);
		LiveSetting<?> setting = this.settings.find(name)
			.orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
		this.settings.revert(name, operatorName(operator));
		redirect.addFlashAttribute("message",
				setting.label() + " is back to its start-up value on every node: " + setting.words() + ".");
		return "redirect:/config";
	}

	/**
	 * The reset's confirmation step: what the reset would remove now, and the button that
	 * does it.
	 */
	@GetMapping("/config/reset")
	String confirmReset(HttpServletRequest request, @RequestParam(required = false) String iterations, Model model) {
		checkAllowed(request);
		page(model, Map.of(), Map.of(), iterations);
		return "config-reset";
	}

	/**
	 * Resets the database once confirmed; without the confirmation, shows the
	 * confirmation step instead.
	 */
	@PostMapping("/config/reset")
	String reset(HttpServletRequest request, HttpServletResponse response,
			@RequestParam(required = false) String iterations, @RequestParam(defaultValue = "false") boolean confirmed,
			Model model, RedirectAttributes redirect) {
		checkAllowed(request);
		if (!confirmed) {
			if (iterations != null && !iterations.isBlank()) {
				redirect.addAttribute("iterations", iterations.strip());
			}
			return "redirect:/config/reset";
		}
		Integer runSize;
		try {
			runSize = iterations(iterations);
		}
		catch (InvalidInputException ex) {
			response.setStatus(HttpStatus.BAD_REQUEST.value());
			model.addAttribute("error", "The database was not reset: " + ex.getMessage());
			return page(model, Map.of(), Map.of(), null);
		}
		RunReport atReset = this.runStatistics.reset(runSize);
		redirect.addFlashAttribute("atReset", ReportView.of(atReset));
		redirect.addFlashAttribute("message", "The database was reset: " + atReset.deletedOrders()
				+ " orders of new users deleted with their users and holdings.");
		if (runSize != null) {
			redirect.addAttribute("iterations", runSize);
		}
		return "redirect:/config";
	}

	private String page(Model model, Map<String, String> reasons, Map<String, String> typed, String iterations) {
		List<SettingView> views = new ArrayList<>();
		for (LiveSetting<?> setting : this.settings.all()) {
			views.add(SettingView.of(setting, reasons.get(setting.name()), typed.get(setting.name())));
		}
		model.addAttribute("settings", views);
		Duration sessionTimeout = this.environment.getProperty("server.servlet.session.timeout", Duration.class,
				Duration.ofMinutes(30));
		model.addAttribute("sessionTimeout", Words.duration(sessionTimeout));
		Integer runSize = null;
		try {
			runSize = iterations(iterations);
		}
		catch (InvalidInputException ex) {
			model.addAttribute("iterationsError", ex.getMessage());
		}
		model.addAttribute("iterations", (runSize != null) ? runSize.toString() : "");
		model.addAttribute("now", ReportView.of(this.runStatistics.current(runSize)));
		return "config";
	}

	private List<String> labels(List<String> names) {
		return names.stream().map((name) -> this.settings.find(name).map(LiveSetting::label).orElse(name)).toList();
	}

	private static String operatorName(Principal operator) {
		return (operator != null) ? operator.getName() : OPERATOR;
	}

	private static Integer iterations(String text) {
		if (text == null || text.isBlank()) {
			return null;
		}
		String trimmed = text.strip();
		if (!trimmed.matches("[0-9]{1,10}") || Long.parseLong(trimmed) > RunStatistics.MAX_ITERATIONS) {
			throw new InvalidInputException(
					"the iterations of the run must be a whole number from 0 to " + RunStatistics.MAX_ITERATIONS + ".");
		}
		return Integer.valueOf(trimmed);
	}

	private void checkAllowed(HttpServletRequest request) {
		if (!this.properties.configPage().admits(request.getRemoteAddr())) {
			throw new ResponseStatusException(HttpStatus.NOT_FOUND);
		}
	}

	/**
	 * A setting as the page shows it.
	 *
	 * @param name the form field's name
	 * @param label what it is called
	 * @param property its start-up property
	 * @param words the value in force in words
	 * @param origin where the value in force came from
	 * @param changedLive whether the operator changed it (so it can be put back)
	 * @param input the field's value (as typed, after a refusal)
	 * @param choices the values to choose from, empty when typed
	 * @param error why the typed value was refused, or {@code null}
	 */
	public record SettingView(String name, String label, String property, String words, String origin,
			boolean changedLive, String input, List<Choice> choices, String error) {

		static SettingView of(LiveSetting<?> setting, String error, String typed) {
			LiveSetting.State<?> state = setting.state();
			String origin = switch (state.origin()) {
				case DEFAULT -> "Default";
				case PROPERTY -> "Start-up property " + setting.property();
				case OPERATOR -> "Changed live by " + state.changedBy() + " at " + Formats.dateTime(state.changedAt());
			};
			return new SettingView(setting.name(), setting.label(), setting.property(), setting.words(), origin,
					state.origin() == LiveSetting.Origin.OPERATOR, (typed != null) ? typed : setting.input(),
					setting.choices(), error);
		}

	}

	/**
	 * Run statistics as the page shows them.
	 *
	 * @param at when they were taken
	 * @param counts each count with its name
	 * @param checks the checks of a benchmark run
	 * @param verdict the overall outcome in words
	 * @param population the loaded data set in words (serializable: the report at a reset
	 * waits in the shared session as a flash attribute)
	 */
	public record ReportView(String at, List<Count> counts, List<CheckView> checks, String verdict,
			String population) implements Serializable {

		static ReportView of(RunReport report) {
			RunCounts c = report.counts();
			List<Count> counts = new ArrayList<>();
			counts.add(new Count("Trade users (loaded, uid:*)", c.tradeUsers()));
			counts.add(new Count("New users (registered in the run)", c.newUsers()));
			counts.add(new Count("Logins", c.logins()));
			counts.add(new Count("Logouts", c.logouts()));
			counts.add(new Count("Holdings", c.holdings()));
			counts.add(new Count("Holdings of trade users", c.tradeUserHoldings()));
			counts.add(new Count("Buy orders", c.buys()));
			counts.add(new Count("Sell orders", c.sells()));
			counts.add(new Count("Open orders", c.open()));
			counts.add(new Count("Closed orders (executed, not reported yet)", c.closed()));
			counts.add(new Count("Completed orders (executed and reported)", c.completed()));
			counts.add(new Count("Cancelled orders", c.cancelled()));
			counts.add(new Count("Failed orders", c.failed()));
			counts.add(new Count("All orders", c.orders()));
			counts.add(new Count("Orders of new users", c.newUserOrders()));
			if (report.deletedOrders() != null) {
				counts.add(new Count("Orders deleted by the reset", report.deletedOrders()));
			}
			counts.add(new Count("Quotes", c.quotes()));
			List<CheckView> checks = report.checks().stream().map(CheckView::of).toList();
			long failed = report.checks().stream().filter((check) -> check.verdict() == RunCheck.Verdict.FAIL).count();
			String verdict = (failed == 0) ? "Every check passed or was not checked."
					: failed + " of " + report.checks().size() + " checks failed.";
			String population = (report.population() != null) ? report.population().accounts() + " users with "
					+ report.population().holdingsPerAccount() + " holdings and "
					+ report.population().ordersPerAccount() + " orders each, " + report.population().quotes()
					+ " quotes (loaded " + Formats.dateTime(report.population().finished()) + ")" : "No load recorded";
			return new ReportView(Formats.dateTime(report.at()), List.copyOf(counts), checks, verdict, population);
		}

	}

	/**
	 * A count with its name.
	 *
	 * @param name what is counted
	 * @param value how many
	 */
	public record Count(String name, long value) implements Serializable {

	}

	/**
	 * A check as the page shows it.
	 *
	 * @param statistic what is checked
	 * @param meaning what it means
	 * @param expected the expected value
	 * @param actual the value found
	 * @param verdict the outcome in words
	 * @param css the outcome's CSS class
	 */
	public record CheckView(String statistic, String meaning, String expected, String actual, String verdict,
			String css) implements Serializable {

		static CheckView of(RunCheck check) {
			return new CheckView(check.statistic(), check.meaning(), check.expected(), check.actual(),
					switch (check.verdict()) {
						case PASS -> "Pass";
						case WARN -> "Warn";
						case FAIL -> "Fail";
						case NOT_CHECKED -> "Not checked";
					}, switch (check.verdict()) {
						case PASS -> "pass";
						case FAIL -> "fail";
						default -> "other";
					});
		}

	}

}
