package org.stocktrader.services.rest;

import io.swagger.v3.oas.annotations.Hidden;
import org.stocktrader.services.trade.NotFoundException;

import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Any path under {@code /api} that names no resource: a 404 problem like every other
 * refusal of the API (without it, the servlet container's error page answers, in its own
 * format). Any route of a real resource matches more specifically and wins. Not in the
 * OpenAPI document: it names no resource.
 */
@Hidden
@RestController
class UnknownRoutes {

	@RequestMapping("/api/**")
	void unknown() {
		throw new NotFoundException("The API has no resource at this address.");
	}

}
