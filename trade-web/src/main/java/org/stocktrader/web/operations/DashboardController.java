package org.stocktrader.web.operations;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.SameOriginOnly;
import org.stocktrader.web.TradeWebProperties;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.server.ResponseStatusException;

/**
 * The operator dashboard: live charts of throughput, latency percentiles and errors per
 * workload, order backlog and lag, connection pool and CPU, drawn in the browser from the
 * samples of {@link DashboardSampler} ({@code /config/dashboard/samples}, JSON). Like the
 * configuration page it needs the operator credential (the {@code /config/**} security
 * chain) and exists only where the configuration page does
 * ({@code trade.web.config-page.enabled}, loopback only unless
 * {@code trade.web.config-page.allow-remote}).
 */
@Controller
@SameOriginOnly
@PublicPage
class DashboardController {

	private final ObjectProvider<DashboardSampler> sampler;

	private final TradeWebProperties properties;

	DashboardController(ObjectProvider<DashboardSampler> sampler, TradeWebProperties properties) {
		this.sampler = sampler;
		this.properties = properties;
	}

	@GetMapping("/config/dashboard")
	String dashboard(HttpServletRequest request, Model model) {
		checkAllowed(request);
		DashboardSampler current = this.sampler.getIfAvailable();
		model.addAttribute("measuring", current != null);
		model.addAttribute("assets", OperationsWebConfiguration.ASSETS);
		return "dashboard";
	}

	@GetMapping(path = "/config/dashboard/samples", produces = MediaType.APPLICATION_JSON_VALUE)
	@ResponseBody
	Samples samples(HttpServletRequest request) {
		checkAllowed(request);
		DashboardSampler current = this.sampler.getIfAvailable();
		if (current == null) {
			return new Samples(false, 0, List.of());
		}
		return new Samples(true, current.interval().toMillis(), current.samples());
	}

	private void checkAllowed(HttpServletRequest request) {
		if (!this.properties.configPage().admits(request.getRemoteAddr())) {
			throw new ResponseStatusException(HttpStatus.NOT_FOUND);
		}
	}

	/**
	 * The dashboard's data.
	 *
	 * @param measuring whether metrics are on ({@code trade.metrics.enabled})
	 * @param intervalMillis the time between two samples
	 * @param samples the samples, oldest first
	 */
	record Samples(boolean measuring, long intervalMillis, List<DashboardSampler.Sample> samples) {

	}

}
