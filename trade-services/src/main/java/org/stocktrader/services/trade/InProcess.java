package org.stocktrader.services.trade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.beans.factory.annotation.Qualifier;

/**
 * Selects the in-process {@link TradeService} over the database, where the primary
 * {@code TradeService} may be a SOAP client ({@code trade.backend.mode=SOAP}): the
 * facades always serve the local database.
 */
@Target({ ElementType.TYPE, ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD })
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Qualifier
public @interface InProcess {

}
