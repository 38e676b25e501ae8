/**
 * Who calls the facades: the operator and service credentials (HTTP Basic), the trusted
 * networks of the peer services, and the roles they carry.
 */
package org.stocktrader.services.security;
