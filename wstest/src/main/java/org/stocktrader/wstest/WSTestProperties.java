package org.stocktrader.wstest;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

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
public record WSTestProperties(@DefaultValue("/wstest/services") String soapPath,
		@DefaultValue("4MB") DataSize maxRequestSize, @DefaultValue("10000") int maxObjects,
		@DefaultValue("400") int maxListNodes) {
}
