package org.stocktrader.wstest;

import org.stocktrader.edge.RequestBodyLimit;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Errors of the WSTest JSON endpoints as RFC 9457 problem details; a body that grew past
 * {@code wstest.max-request-size} while being read is a 413, as the trade services' REST
 * API answers it ({@link RequestBodyLimit#tooLargeProblem}).
 */
@RestControllerAdvice(assignableTypes = WSTestRestController.class)
class WSTestProblems extends ResponseEntityExceptionHandler {

	@ExceptionHandler
	ProblemDetail invalidRequest(InvalidRequestException ex) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, ex.getMessage());
		problem.setTitle("Invalid WSTest request");
		return problem;
	}

	/** A body that grew past the limit while being read. */
	@Override
	protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		return RequestBodyLimit.tooLargeProblem(ex, null)
			.orElseGet(() -> super.handleHttpMessageNotReadable(ex, headers, status, request));
	}

}
