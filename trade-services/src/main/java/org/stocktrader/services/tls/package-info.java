/**
 * HTTPS: the server's certificate from a Spring Boot SSL bundle
 * ({@code server.ssl.bundle}) or a self-signed one generated for local runs, and what
 * plain HTTP gets when TLS is on ({@code trade.tls.*}).
 */
package org.stocktrader.services.tls;
