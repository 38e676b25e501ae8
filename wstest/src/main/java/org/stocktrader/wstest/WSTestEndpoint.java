package org.stocktrader.wstest;

import java.util.function.Supplier;

import jakarta.jws.WebService;
import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.stocktrader.wstest.contract.COfTestStruct;
import org.stocktrader.wstest.contract.Order;
import org.stocktrader.wstest.contract.Synthetic;
import org.stocktrader.wstest.contract.TestNode;
import org.stocktrader.wstest.contract.TestServiceSoap;

import org.springframework.stereotype.Component;

/**
 * The WSTest SOAP endpoint: the generated {@code TestServiceSoap} contract over
 * {@link WSTestService}; requests outside the limits become SOAP 1.1 Client faults.
 */
@Component
@WebService(serviceName = "TestService", portName = "TestServiceSoap", targetNamespace = WSTestEndpoint.NAMESPACE,
		endpointInterface = "org.stocktrader.wstest.contract.TestServiceSoap",
		wsdlLocation = WSTestEndpoint.WSDL_LOCATION)
public class WSTestEndpoint implements TestServiceSoap {

	static final String NAMESPACE = "uri:WSTestWeb-TestService";

	static final String WSDL_LOCATION = "classpath:wsdl/WSTestService.wsdl";

	private final WSTestService service;

	WSTestEndpoint(WSTestService service) {
		this.service = service;
	}

	@Override
	public void echoVoid() {
		this.service.echoVoid();
	}

	@Override
	public COfTestStruct echoStruct(COfTestStruct array) {
		return clientFaultOnInvalid(() -> this.service.echoStruct(array));
	}

	@Override
	public TestNode echoList(TestNode list) {
		return clientFaultOnInvalid(() -> this.service.echoList(list));
	}

	@Override
	public Synthetic echoSynthetic(Synthetic synth) {
		return this.service.echoSynthetic(synth);
	}

	@Override
	public Order getOrder(int orderId, int customerId, int messageSize) {
		return clientFaultOnInvalid(() -> this.service.getOrder(orderId, customerId, messageSize));
	}

	private static <T> T clientFaultOnInvalid(Supplier<T> operation) {
		try {
			return operation.get();
		}
		catch (InvalidRequestException ex) {
			throw new SoapFault(ex.getMessage(), Soap11.getInstance().getSender());
		}
	}

}
