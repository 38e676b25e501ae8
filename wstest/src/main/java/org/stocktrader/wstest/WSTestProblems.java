package org.stocktrader.wstest;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Errors of the WSTest JSON endpoints as RFC 9457 problem details.
 */
@RestControllerAdvice(assignableTypes = WSTestRestController.class)
class WSTestProblems extends ResponseEntityExceptionHandler {

	@ExceptionHandler
	ProblemDetail invalidRequest(InvalidRequestException ex) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, ex.getMessage());
		problem.setTitle("Invalid WSTest request");
		return problem;
	}

}
