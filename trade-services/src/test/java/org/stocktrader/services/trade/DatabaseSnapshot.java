package org.stocktrader.services.trade;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A digest of every row of the trading tables, to show that a refused call changed
 * nothing.
 */
final class DatabaseSnapshot {

	private DatabaseSnapshot() {
	}

	static String of(JdbcClient jdbc) {
		return jdbc.sql("""
				select concat_ws('|',
					(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from accountprofile t),
					(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from account t),
					(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from quote t),
					(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from holding t),
					(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from orders t))
				""").query(String.class).single();
	}

}
