/**
 * The REST facade: a JSON API under {@code /api} over the service API, with RFC 9457
 * problem details for errors; its OpenAPI document is at {@code /v3/api-docs}.
 */
package org.stocktrader.services.rest;
