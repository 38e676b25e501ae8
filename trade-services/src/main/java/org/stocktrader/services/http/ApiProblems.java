package org.stocktrader.services.http;

import org.stocktrader.services.trade.DatabaseOutage;
import org.stocktrader.services.trade.Refusal;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/**
 * The REST API's answers that are not the handler's own, written once: a refusal as an
 * RFC 9457 problem, and the one problem of a request the server failed. Spring MVC writes
 * them for {@link TradeProblems}; the filter that answers failures outside the handlers
 * ({@code http.UnhandledFailures}) writes the same.
 */
public final class ApiProblems {

	private ApiProblems() {
	}

	/**
	 * The answer of a request the server failed: the one body of every 500 of the API.
	 * @return a 500 with a problem without detail
	 */
	public static ResponseEntity<ProblemDetail> internalError() {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.INTERNAL_SERVER_ERROR,
				"The request could not be completed.");
		problem.setTitle("Internal error");
		return ResponseEntity.internalServerError().body(problem);
	}

	/**
	 * A refusal as a problem: its status and title, its name as {@code reason}, and for
	 * {@link Refusal#BUSY} the {@code Retry-After} header.
	 * @param reason the reason
	 * @param message the detail
	 * @return the answer
	 */
	public static ResponseEntity<ProblemDetail> refusal(Refusal reason, String message) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.valueOf(reason.httpStatus()), message);
		problem.setTitle(reason.title());
		problem.setProperty("reason", reason.name());
		ResponseEntity.BodyBuilder answer = ResponseEntity.status(reason.httpStatus());
		if (reason == Refusal.BUSY) {
			answer.header(HttpHeaders.RETRY_AFTER, DatabaseOutage.retryAfterSeconds());
		}
		return answer.body(problem);
	}

}
