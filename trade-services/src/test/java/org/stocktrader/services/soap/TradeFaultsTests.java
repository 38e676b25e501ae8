package org.stocktrader.services.soap;

import java.lang.reflect.Method;
import java.util.List;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.trade.DatabaseOutage;
import org.stocktrader.services.trade.DuplicateUserException;
import org.stocktrader.services.trade.NotFoundException;

import org.springframework.dao.DataAccessResourceFailureException;

import static org.assertj.core.api.Assertions.assertThat;

class TradeFaultsTests {

	final TradeFaults faults = new TradeFaults(new Object(), true);

	final Method method = Object.class.getMethods()[0];

	@Test
	void refusedRequestBecomesAClientFaultWithItsMessageAndCode() {
		Fault fault = this.faults.createFault(new NotFoundException("Quote s:x not found."), this.method, List.of(),
				false);
		assertThat(fault).isInstanceOf(SoapFault.class);
		assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Client");
		assertThat(fault.getMessage()).isEqualTo("Quote s:x not found.");
		assertThat(fault.getDetail().getTextContent()).isEqualTo("NOT_FOUND");
		assertThat(this.faults.createFault(new DuplicateUserException("u"), this.method, List.of(), false)
			.getDetail()
			.getTextContent()).isEqualTo("DUPLICATE_USER");
	}

	@Test
	void detailSwitchedOffSendsTheClientFaultWithoutDetail() {
		Fault fault = new TradeFaults(new Object(), false).createFault(new NotFoundException("Quote s:x not found."),
				this.method, List.of(), false);
		assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Client");
		assertThat(fault.getMessage()).isEqualTo("Quote s:x not found.");
		assertThat(fault.hasDetails()).isFalse();
	}

	@Test
	void unexpectedFailureBecomesAGenericServerFault() {
		Fault fault = this.faults.createFault(new IllegalStateException("bug near 10.0.0.5"), this.method, List.of(),
				false);
		assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Server");
		assertThat(fault.getMessage()).isEqualTo(TradeFaults.INTERNAL_ERROR).doesNotContain("10.0.0.5");
		assertThat(fault.getCause()).isNull();
	}

	@Test
	void databaseOutageBecomesABusyServerFaultToRetry() {
		Fault fault = this.faults.createFault(
				new DataAccessResourceFailureException("connection to 10.0.0.5:5432 refused"), this.method, List.of(),
				false);
		assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Server");
		assertThat(fault.getMessage()).isEqualTo(DatabaseOutage.MESSAGE).doesNotContain("10.0.0.5");
		assertThat(fault.getDetail().getTextContent()).isEqualTo("BUSY");
		assertThat(fault.getCause()).isNull();
	}

}
