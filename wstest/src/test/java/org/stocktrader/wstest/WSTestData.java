package org.stocktrader.wstest;

import java.nio.charset.StandardCharsets;

import org.stocktrader.wstest.contract.COfTestStruct;
import org.stocktrader.wstest.contract.Synthetic;
import org.stocktrader.wstest.contract.TestNode;
import org.stocktrader.wstest.contract.TestStruct;

/**
 * WSTest payloads of a given message size, as the WSTest driver builds them (i = f =
 * index, s = "wstest"), with a nil float and a nil string on every seventh object so that
 * {@code xsi:nil} is exercised too.
 */
final class WSTestData {

	static final String NAMESPACE = "uri:WSTestWeb-TestService";

	private WSTestData() {
	}

	static COfTestStruct aStructArray(int size) {
		COfTestStruct array = new COfTestStruct();
		for (int k = 0; k < size; k++) {
			array.getL().add(aStruct(k));
		}
		return array;
	}

	static TestStruct aStruct(int k) {
		TestStruct struct = new TestStruct();
		struct.setI(k);
		struct.setF(expectedF(k));
		struct.setS(expectedS(k));
		return struct;
	}

	static TestNode aList(int size) {
		TestNode head = null;
		for (int k = size - 1; k >= 0; k--) {
			TestNode node = new TestNode();
			node.setI(k);
			node.setF(expectedF(k));
			node.setS(expectedS(k));
			node.setNext(head);
			head = node;
		}
		return head;
	}

	static Synthetic aSynthetic(int size) {
		Synthetic synthetic = new Synthetic();
		synthetic.setStrng("wstest ".repeat(size));
		synthetic.setStrct(aStruct(size));
		synthetic.setBarray(bytes(size));
		return synthetic;
	}

	static byte[] bytes(int size) {
		byte[] bytes = new byte[size];
		for (int k = 0; k < size; k++) {
			bytes[k] = (byte) (k * 31);
		}
		return bytes;
	}

	static Float expectedF(int k) {
		return (k % 7 == 6) ? null : k + 0.5f;
	}

	static String expectedS(int k) {
		return (k % 7 == 5) ? null : "wstest " + k;
	}

	/** The SOAP envelope of an EchoList request with {@code size} nodes, as raw text. */
	static String echoListEnvelope(int size) {
		StringBuilder nodes = new StringBuilder();
		for (int k = 0; k < size; k++) {
			nodes.append("<i>").append(k).append("</i><f>").append(k).append("</f><s>wstest</s>");
			if (k < size - 1) {
				nodes.append("<Next>");
			}
		}
		nodes.append("</Next>".repeat(Math.max(0, size - 1)));
		return envelope("<EchoList xmlns=\"" + NAMESPACE + "\"><list>" + nodes + "</list></EchoList>");
	}

	static String envelope(String body) {
		return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>" + body
				+ "</soap:Body></soap:Envelope>";
	}

	static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
