package org.stocktrader.web;

import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.services.trade.DatabaseOutage;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.ThrottledException;
import org.stocktrader.services.trade.TradeException;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.ModelAndView;

/**
 * Shows a refused request on the error page with the reason in words, never a stack
 * trace; a busy service or the database away for a while ({@link DatabaseOutage}) as a
 * 503 with {@code Retry-After}.
 */
@ControllerAdvice(basePackageClasses = TradeExceptionHandler.class)
class TradeExceptionHandler {

	private static final Logger logger = LoggerFactory.getLogger(TradeExceptionHandler.class);

	@ExceptionHandler
	ModelAndView tradeException(TradeException ex, HttpServletResponse response) {
		if (ex instanceof ThrottledException throttled) {
			response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(throttled.retryAfterSeconds()));
		}
		else if (ex.reason() == Refusal.BUSY) {
			response.setHeader(HttpHeaders.RETRY_AFTER, DatabaseOutage.retryAfterSeconds());
		}
		return errorPage(HttpStatus.valueOf(ex.reason().httpStatus()), ex.getMessage());
	}

	/**
	 * The database away for a while: a 503 page. Anything else goes on to the
	 * application's error page (a 500, logged).
	 */
	@ExceptionHandler
	ModelAndView failed(RuntimeException ex, HttpServletResponse response) {
		if (!DatabaseOutage.isOutage(ex)) {
			throw ex;
		}
		logger.warn("Page failed, the database is unavailable: {}", ex.toString());
		response.setHeader(HttpHeaders.RETRY_AFTER, DatabaseOutage.retryAfterSeconds());
		return errorPage(HttpStatus.SERVICE_UNAVAILABLE, DatabaseOutage.MESSAGE);
	}

	@ExceptionHandler
	ModelAndView crossSite(SameOriginInterceptor.CrossSiteRequestException ex) {
		return errorPage(HttpStatus.FORBIDDEN, ex.getMessage());
	}

	@ExceptionHandler
	ModelAndView missingParameter(MissingServletRequestParameterException ex) {
		return errorPage(HttpStatus.BAD_REQUEST, "The request is missing the field '" + ex.getParameterName() + "'.");
	}

	@ExceptionHandler
	ModelAndView wrongType(MethodArgumentTypeMismatchException ex) {
		return errorPage(HttpStatus.BAD_REQUEST,
				"The value '" + ex.getValue() + "' of the field '" + ex.getName() + "' is not valid.");
	}

	static ModelAndView errorPage(HttpStatus status, String message) {
		ModelAndView page = new ModelAndView("error", status);
		page.addObject("status", status.value());
		page.addObject("error", status.getReasonPhrase());
		page.addObject("message", message);
		return page;
	}

}
