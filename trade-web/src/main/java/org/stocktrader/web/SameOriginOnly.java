package org.stocktrader.web;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a handler (or every handler of a controller) that changes state even when called
 * with {@code GET}: the original products' actions ({@code /app?action=buy},
 * {@code sell}, {@code update_profile}, {@code login}, {@code logout}, {@code register}),
 * the logout and the operator's pages. {@link SameOriginInterceptor} refuses such a
 * request from another site whatever its method; every other page is refused from another
 * site for unsafe methods only.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.TYPE, ElementType.METHOD })
public @interface SameOriginOnly {

}
