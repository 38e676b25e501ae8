package org.stocktrader.web;

/** Where the HTTP sessions of the pages and of the REST API live. */
public enum SessionStore {

	/**
	 * In PostgreSQL (Spring Session JDBC): every node of a cluster sees every session, so
	 * any node serves any request and a session outlives the node that created it.
	 */
	JDBC,

	/**
	 * In this node's memory (the servlet container's sessions): one node only; a session
	 * ends with its node.
	 */
	MEMORY

}
