package org.stocktrader.rest;

import org.stocktrader.trade.DuplicateUserException;
import org.stocktrader.trade.InvalidInputException;
import org.stocktrader.trade.NotFoundException;
import org.stocktrader.trade.TradeException;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * The REST API's errors as RFC 9457 problem details: a refused request 400, an unknown
 * user, quote, holding or order 404, a taken user id 409. Malformed requests get Spring's
 * standard problem details.
 */
@RestControllerAdvice(basePackageClasses = TradeProblems.class)
class TradeProblems extends ResponseEntityExceptionHandler {

	@ExceptionHandler
	ProblemDetail notFound(NotFoundException ex) {
		return problem(HttpStatus.NOT_FOUND, "Not found", ex);
	}

	@ExceptionHandler
	ProblemDetail duplicateUser(DuplicateUserException ex) {
		return problem(HttpStatus.CONFLICT, "User id taken", ex);
	}

	@ExceptionHandler
	ProblemDetail invalidInput(InvalidInputException ex) {
		return problem(HttpStatus.BAD_REQUEST, "Invalid input", ex);
	}

	@ExceptionHandler
	ProblemDetail refused(TradeException ex) {
		return problem(HttpStatus.BAD_REQUEST, "Request refused", ex);
	}

	private static ProblemDetail problem(HttpStatus status, String title, TradeException ex) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, ex.getMessage());
		problem.setTitle(title);
		return problem;
	}

}
