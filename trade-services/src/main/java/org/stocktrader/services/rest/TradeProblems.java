package org.stocktrader.services.rest;

import org.stocktrader.edge.RequestBodyLimit;
import org.stocktrader.services.http.ApiProblems;
import org.stocktrader.services.trade.DatabaseOutage;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.ThrottledException;
import org.stocktrader.services.trade.TradeException;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * The REST API's errors as RFC 9457 problem details: a refused request gets the status
 * and title of its {@link Refusal} and the reason code as the {@code reason} property.
 * Malformed requests get Spring's standard problem details. The refusal and the 500
 * problem are {@link ApiProblems}'.
 */
@RestControllerAdvice(basePackageClasses = TradeProblems.class)
class TradeProblems extends ResponseEntityExceptionHandler {

	@ExceptionHandler
	ResponseEntity<ProblemDetail> refused(TradeException ex) {
		ResponseEntity<ProblemDetail> answer = ApiProblems.refusal(ex.reason(), ex.getMessage());
		if (ex instanceof ThrottledException throttled) {
			return ResponseEntity.status(answer.getStatusCode())
				.header(HttpHeaders.RETRY_AFTER, Long.toString(throttled.retryAfterSeconds()))
				.body(answer.getBody());
		}
		return answer;
	}

	/** A body that grew past the limit while being read. */
	@Override
	protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		return RequestBodyLimit.tooLargeProblem(ex, Refusal.INVALID_INPUT.name())
			.orElseGet(() -> super.handleHttpMessageNotReadable(ex, headers, status, request));
	}

	/**
	 * The database away for a while: a {@link Refusal#BUSY} problem (503 with
	 * {@code Retry-After}). Anything else is the server's fault: a 500 problem, logged,
	 * with no detail.
	 */
	@ExceptionHandler
	ResponseEntity<ProblemDetail> failed(RuntimeException ex) {
		if (DatabaseOutage.isOutage(ex)) {
			logger.warn("REST request failed, the database is unavailable: " + ex);
			return ApiProblems.refusal(Refusal.BUSY, DatabaseOutage.MESSAGE);
		}
		logger.error("REST request failed", ex);
		return ApiProblems.internalError();
	}

}
