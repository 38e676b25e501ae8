package org.stocktrader.services.rest;

import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.TradeException;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * The REST API's errors as RFC 9457 problem details: a refused request gets the status
 * and title of its {@link Refusal} and the reason code as the {@code reason} property.
 * Malformed requests get Spring's standard problem details.
 */
@RestControllerAdvice(basePackageClasses = TradeProblems.class)
class TradeProblems extends ResponseEntityExceptionHandler {

	@ExceptionHandler
	ProblemDetail refused(TradeException ex) {
		Refusal reason = ex.reason();
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.valueOf(reason.httpStatus()),
				ex.getMessage());
		problem.setTitle(reason.title());
		problem.setProperty("reason", reason.name());
		return problem;
	}

}
