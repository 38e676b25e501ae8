package org.stocktrader.web;

import java.util.Collections;

import jakarta.servlet.http.HttpSession;
import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.session.FindByIndexNameSessionRepository;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a signed-in session holds: the user id, as Spring Session's principal name, and
 * the count of orders to report only while there may be some (every attribute is a row of
 * a shared session, written at sign-in and read by each node that serves it).
 */
class WebSessionTests {

	@Test
	void theUserIdIsThePrincipalName() {
		assertThat(WebSession.USER_ID).isEqualTo(FindByIndexNameSessionRepository.PRINCIPAL_NAME_INDEX_NAME);
	}

	@Test
	void aSignInThatReportedHoldsOnlyTheUserId() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		WebSession.signInReported(request, "uid:7");
		assertThat(attributes(request.getSession(false))).containsExactly(WebSession.USER_ID);
		assertThat(WebSession.userId(request)).isEqualTo("uid:7");
		assertThat(WebSession.mayHaveOrdersToReport(request.getSession(false))).isFalse();
	}

	@Test
	void aSignInThatDidNotReportAsksOnceThenHoldsOnlyTheUserId() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		WebSession.signIn(request, "uid:7");
		HttpSession session = request.getSession(false);
		assertThat(WebSession.mayHaveOrdersToReport(session)).isTrue();
		WebSession.ordersReported(session, 0);
		assertThat(WebSession.mayHaveOrdersToReport(session)).isFalse();
		assertThat(attributes(session)).containsExactly(WebSession.USER_ID);
	}

	@Test
	void anOrderIsAskedForUntilReported() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		WebSession.signInReported(request, "uid:7");
		WebSession.orderPlaced(request);
		WebSession.orderPlaced(request);
		HttpSession session = request.getSession(false);
		WebSession.ordersReported(session, 1);
		assertThat(WebSession.mayHaveOrdersToReport(session)).isTrue();
		WebSession.ordersReported(session, 1);
		assertThat(WebSession.mayHaveOrdersToReport(session)).isFalse();
		assertThat(attributes(session)).containsExactly(WebSession.USER_ID);
	}

	@Test
	void aSignInGivesAnExistingSessionANewId() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		MockHttpSession before = new MockHttpSession();
		request.setSession(before);
		String id = before.getId();
		WebSession.signIn(request, "uid:7");
		assertThat(request.getSession(false).getId()).isNotEqualTo(id);
	}

	private static Iterable<String> attributes(HttpSession session) {
		return Collections.list(session.getAttributeNames());
	}

}
