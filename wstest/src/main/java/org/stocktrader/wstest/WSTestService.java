package org.stocktrader.wstest;

import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.GregorianCalendar;
import java.util.List;

import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

import org.stocktrader.wstest.contract.Address;
import org.stocktrader.wstest.contract.COfLineItem;
import org.stocktrader.wstest.contract.COfTestStruct;
import org.stocktrader.wstest.contract.Customer;
import org.stocktrader.wstest.contract.LineItem;
import org.stocktrader.wstest.contract.Order;
import org.stocktrader.wstest.contract.Synthetic;
import org.stocktrader.wstest.contract.TestNode;

import org.springframework.stereotype.Service;

/**
 * The five WSTest operations, shared by the SOAP endpoint and the JSON controller: echoes
 * and an order built from the WSTest reference data. Enforces the size limits.
 */
@Service
class WSTestService {

	private static final DatatypeFactory DATATYPES = DatatypeFactory.newDefaultInstance();

	private final WSTestProperties properties;

	private final Clock clock;

	WSTestService(WSTestProperties properties) {
		this.properties = properties;
		this.clock = Clock.systemUTC();
	}

	void echoVoid() {
	}

	COfTestStruct echoStruct(COfTestStruct array) {
		if (array != null && array.getL().size() > this.properties.maxObjects()) {
			throw new InvalidRequestException("EchoStruct accepts at most %d structs, got %d"
				.formatted(this.properties.maxObjects(), array.getL().size()));
		}
		return array;
	}

	TestNode echoList(TestNode list) {
		int nodes = 0;
		for (TestNode node = list; node != null; node = node.getNext()) {
			if (++nodes > this.properties.maxListNodes()) {
				throw new InvalidRequestException(
						"EchoList accepts at most %d nodes".formatted(this.properties.maxListNodes()));
			}
		}
		return list;
	}

	Synthetic echoSynthetic(Synthetic synth) {
		return synth;
	}

	Order getOrder(int orderId, int customerId, int messageSize) {
		if (messageSize < 0 || messageSize > this.properties.maxObjects()) {
			throw new InvalidRequestException("messageSize must be between 0 and %d, got %d"
				.formatted(this.properties.maxObjects(), messageSize));
		}
		XMLGregorianCalendar now = DATATYPES
			.newXMLGregorianCalendar(GregorianCalendar.from(ZonedDateTime.now(this.clock)));
		Customer customer = new Customer();
		customer.setCustomerId(customerId);
		customer.setContactFirstName("FirstName " + customerId);
		customer.setContactLastName("LastName " + customerId);
		customer.setContactPhone("425-882-8080");
		customer.setLastActivityDate(now);
		customer.setCreditCardNumber("892374389740");
		customer.setCreditCardExpirationDate("12/12/2030");
		customer.setBillingAddress(address("Bill", customerId));
		customer.setShippingAddress(address("Ship", customerId));
		Order order = new Order();
		order.setOrderId(orderId);
		order.setOrderStatus(1);
		order.setOrderDate(now);
		order.setOrderTotalAmount(50);
		order.setCustomer(customer);
		order.setLineItems(new COfLineItem());
		List<LineItem> items = order.getLineItems().getLineItem();
		String description = "Test Product " + customerId;
		for (int i = 1; i <= messageSize; i++) {
			LineItem item = new LineItem();
			item.setOrderId(orderId);
			item.setItemId(i);
			item.setProductId(i);
			item.setProductDescription(description);
			item.setOrderQuantity(1);
			item.setUnitPrice(5);
			items.add(item);
		}
		return order;
	}

	private static Address address(String kind, int customerId) {
		Address address = new Address();
		address.setFirstName(kind + " FirstName " + customerId);
		address.setLastName(kind + " LastName " + customerId);
		address.setAddress1(kind + " StreetAddress " + customerId);
		address.setAddress2("Street Address Line 2 " + customerId);
		address.setCity("City " + customerId);
		address.setState("State " + customerId);
		address.setZip("12345");
		return address;
	}

}
