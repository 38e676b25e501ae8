package org.stocktrader.services.soap;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * SOAP settings ({@code trade.services.soap.*}): limits on requests, so hostile XML is
 * refused cheaply (CXF's StAX limits on every endpoint, and a cap on the request body
 * size), and the fault detail.
 *
 * @param maxRequestSize the largest request body accepted on {@code /services/*}
 * @param maxElementDepth the deepest element nesting
 * @param maxChildElements the most children of one element
 * @param maxElementCount the most elements in one message
 * @param maxAttributeCount the most attributes on one element
 * @param maxTextLength the longest text of one element
 * @param maxXmlCharacters the most characters in one message
 * @param faultDetail whether a refused request's fault carries its reason in a
 * {@code <detail><TradeFault>} element; {@code false} sends faults without detail, as the
 * original .NET service did, for WCF clients (Mono's) that fail to read the detail
 */
@ConfigurationProperties("trade.services.soap")
public record SoapProperties(@DefaultValue("1MB") DataSize maxRequestSize, @DefaultValue("64") int maxElementDepth,
		@DefaultValue("5000") int maxChildElements, @DefaultValue("50000") long maxElementCount,
		@DefaultValue("50") int maxAttributeCount, @DefaultValue("65536") int maxTextLength,
		@DefaultValue("1000000") long maxXmlCharacters, @DefaultValue("true") boolean faultDetail) {

}
