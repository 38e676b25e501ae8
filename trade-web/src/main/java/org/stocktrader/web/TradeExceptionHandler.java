package org.stocktrader.web;

import jakarta.servlet.http.HttpServletResponse;
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
 * trace.
 */
@ControllerAdvice(basePackageClasses = TradeExceptionHandler.class)
class TradeExceptionHandler {

	@ExceptionHandler
	ModelAndView tradeException(TradeException ex, HttpServletResponse response) {
		if (ex instanceof ThrottledException throttled) {
			response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(throttled.retryAfterSeconds()));
		}
		else if (ex.reason() == Refusal.BUSY) {
			response.setHeader(HttpHeaders.RETRY_AFTER, "1");
		}
		return errorPage(HttpStatus.valueOf(ex.reason().httpStatus()), ex.getMessage());
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
