package org.stocktrader.wstest;

import org.stocktrader.wstest.contract.COfTestStruct;
import org.stocktrader.wstest.contract.Order;
import org.stocktrader.wstest.contract.Synthetic;
import org.stocktrader.wstest.contract.TestNode;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The five WSTest operations as JSON over HTTP, on the same data types as the SOAP
 * endpoint, for comparing the cost of SOAP with JSON. Each operation takes the SOAP
 * request's parameter as its body and answers the SOAP result.
 */
@RestController
@RequestMapping(path = "/wstest/api", produces = MediaType.APPLICATION_JSON_VALUE)
class WSTestRestController {

	private final WSTestService service;

	WSTestRestController(WSTestService service) {
		this.service = service;
	}

	@PostMapping("/EchoVoid")
	ResponseEntity<Void> echoVoid() {
		this.service.echoVoid();
		return ResponseEntity.noContent().build();
	}

	@PostMapping(path = "/EchoStruct", consumes = MediaType.APPLICATION_JSON_VALUE)
	COfTestStruct echoStruct(@RequestBody COfTestStruct array) {
		return this.service.echoStruct(array);
	}

	@PostMapping(path = "/EchoList", consumes = MediaType.APPLICATION_JSON_VALUE)
	TestNode echoList(@RequestBody TestNode list) {
		return this.service.echoList(list);
	}

	@PostMapping(path = "/EchoSynthetic", consumes = MediaType.APPLICATION_JSON_VALUE)
	Synthetic echoSynthetic(@RequestBody Synthetic synth) {
		return this.service.echoSynthetic(synth);
	}

	@PostMapping(path = "/GetOrder", consumes = MediaType.APPLICATION_JSON_VALUE)
	Order getOrder(@RequestBody GetOrderRequest request) {
		return this.service.getOrder(request.orderId(), request.customerId(), request.messageSize());
	}

	/**
	 * The parameters of GetOrder.
	 *
	 * @param orderId the order's id
	 * @param customerId the customer's id
	 * @param messageSize how many line items the order gets
	 */
	record GetOrderRequest(int orderId, int customerId, int messageSize) {
	}

}
