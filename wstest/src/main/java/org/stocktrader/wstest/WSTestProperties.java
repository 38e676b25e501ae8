package org.stocktrader.wstest;

import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Where WSTest is mounted and how much one request may carry.
 *
 * @param soapPath servlet path of WSTest's own CXF servlet; the endpoint is
 * {@code <soap-path>/WSTestService}
 * @param maxRequestSize largest request body accepted on the SOAP and JSON endpoints
 * @param maxObjects most repeating objects in one message: structs in an EchoStruct array
 * and line items asked of GetOrder ({@code messageSize})
 * @param maxListNodes most nodes in an EchoList linked list (each node nests one level
 * deeper)
 */
@ConfigurationProperties("wstest")
@Validated
public record WSTestProperties(
		@DefaultValue("/wstest/services") @Pattern(regexp = "/.*[^/]",
				message = "must start with / and not end with /") String soapPath,
		@DefaultValue("4MB") DataSize maxRequestSize, @DefaultValue("10000") @Positive int maxObjects,
		@DefaultValue("400") @Positive int maxListNodes) {

	/** {@code max-request-size} is positive. */
	@AssertTrue(message = "max-request-size must be positive")
	boolean isMaxRequestSizePositive() {
		return this.maxRequestSize.toBytes() > 0;
	}
}
