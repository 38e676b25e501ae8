package org.stocktrader.services.soap;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.xml.namespace.QName;

import org.apache.cxf.Bus;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.endpoint.ServerRegistry;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every operator operation of every endpoint the bus publishes (read from CXF's server
 * registry, not from a list kept here), at every address the CXF servlet answers on and
 * in every spelling that reaches the same endpoint: refused without the operator
 * credential, served with it.
 */
class OperatorOperationsIntegrationTests extends ServicesIntegrationTestSupport {

	@Autowired
	@Qualifier(Bus.DEFAULT_BUS_ID)
	Bus bus;

	private List<Published> operatorOperations() {
		List<Published> published = new ArrayList<>();
		for (Server server : this.bus.getExtension(ServerRegistry.class).getServers()) {
			String address = server.getEndpoint().getEndpointInfo().getAddress();
			for (BindingOperationInfo operation : server.getEndpoint().getEndpointInfo().getBinding().getOperations()) {
				if (OperatorOperations.OPERATIONS.contains(operation.getName().getLocalPart())) {
					published.add(new Published(address, operation.getName()));
				}
			}
		}
		return published;
	}

	/**
	 * The addresses of an endpoint under every servlet mapping, spelled several ways: as
	 * published, with a trailing slash, and with its first and last letters
	 * percent-encoded in lower and upper case hex.
	 */
	static Set<String> spellings(String address) {
		Set<String> spellings = new LinkedHashSet<>();
		for (String mapping : SoapConfiguration.SERVLET_MAPPINGS) {
			String prefix = mapping.substring(0, mapping.length() - 2);
			spellings.add(prefix + address);
			spellings.add(prefix + address + "/");
			for (int letter : new int[] { 1, address.length() - 1 }) {
				String hex = Integer.toHexString(address.charAt(letter));
				for (String escape : List.of("%" + hex, "%" + hex.toUpperCase())) {
					spellings.add(prefix + address.substring(0, letter) + escape + address.substring(letter + 1));
				}
			}
		}
		return spellings;
	}

	private static String envelopeOf(QName operation) {
		return envelope("<" + operation.getLocalPart() + " xmlns=\"" + operation.getNamespaceURI() + "\"/>");
	}

	@Test
	void everyOperatorNameIsAnOperationOfAPublishedEndpoint() {
		Set<String> published = new LinkedHashSet<>();
		for (Published operation : operatorOperations()) {
			published.add(operation.operation().getLocalPart());
		}
		assertThat(published).containsExactlyInAnyOrderElementsOf(OperatorOperations.OPERATIONS);
	}

	@Test
	void everyOperatorOperationIsRefusedWithoutTheCredentialAtEveryAddress() {
		List<Published> operations = operatorOperations();
		assertThat(operations).extracting(Published::address)
			.contains("/TradeServices", "/TradeWSServices", "/TradeServiceWcf.svc", "/tradeBSL.svc",
					"/OrderProcessorService");
		int reached = 0;
		for (Published published : operations) {
			for (String path : spellings(published.address())) {
				HttpResponse<String> response = post(path, published.operation().getLocalPart(),
						envelopeOf(published.operation()));
				String what = published.operation() + " at " + path + ": " + response.body();
				if (response.statusCode() == 404) {
					continue;
				}
				reached++;
				assertThat(response.statusCode()).as(what).isEqualTo(500);
				assertThat(response.body()).as(what)
					.contains("<faultcode>soap:Client</faultcode>",
							published.operation().getLocalPart() + " is an operator operation",
							"<code>UNAUTHORISED</code>");
			}
		}
		// every operation at every mapping, plain and with a trailing slash at least
		assertThat(reached).isGreaterThanOrEqualTo(operations.size() * SoapConfiguration.SERVLET_MAPPINGS.length);
	}

	@Test
	void everyOperatorOperationServesTheOperatorAtEveryAddress() {
		for (Published published : operatorOperations()) {
			if (published.operation().getLocalPart().equals("resetTrade")) {
				// served to the operator in TrustedPeerIntegrationTests; here it would
				// empty the shared database
				continue;
			}
			for (String mapping : SoapConfiguration.SERVLET_MAPPINGS) {
				String path = mapping.substring(0, mapping.length() - 2) + published.address();
				HttpResponse<String> response = postAsOperator(path, published.operation().getLocalPart(),
						envelopeOf(published.operation()));
				String what = published.operation() + " at " + path + ": " + response.body();
				assertThat(response.statusCode()).as(what).isNotIn(401, 403, 404);
				assertThat(response.body()).as(what).doesNotContain("is an operator operation");
			}
		}
	}

	@Test
	void aNilSubmitOrderIsAVisibleClientFault() {
		HttpResponse<String> response = postAsOperator("/services/OrderProcessorService", "SubmitOrder",
				envelope("<SubmitOrder xmlns=\"http://Trade.TraderOrderHost\" "
						+ "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"));
		assertThat(response.statusCode()).as(response.body()).isEqualTo(500);
		assertThat(response.body()).contains("<faultcode>soap:Client</faultcode>", "SubmitOrder is nil");
	}

	/** An operator operation of a published endpoint, at its relative address. */
	record Published(String address, QName operation) {
	}

}
