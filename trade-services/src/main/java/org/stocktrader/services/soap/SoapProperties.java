package org.stocktrader.services.soap;

import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

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
@Validated
public record SoapProperties(@DefaultValue("1MB") DataSize maxRequestSize,
		@DefaultValue("64") @Positive int maxElementDepth, @DefaultValue("5000") @Positive int maxChildElements,
		@DefaultValue("50000") @Positive long maxElementCount, @DefaultValue("50") @Positive int maxAttributeCount,
		@DefaultValue("65536") @Positive int maxTextLength, @DefaultValue("1000000") @Positive long maxXmlCharacters,
		@DefaultValue("true") boolean faultDetail) {

	/** {@code max-request-size} is positive. */
	@AssertTrue(message = "max-request-size must be positive")
	boolean isMaxRequestSizePositive() {
		return this.maxRequestSize.toBytes() > 0;
	}

}
