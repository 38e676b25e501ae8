package org.stocktrader.dal.settings;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

import org.stocktrader.dal.db.Timestamps;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The live settings (LIVE_SETTING): each write announces itself to every node with
 * {@code NOTIFY} on {@link #CHANNEL}, in the same statement, so the announcement is sent
 * exactly when the change commits.
 */
@Repository
public class LiveSettingRepository {

	/** The channel on which a changed setting's name is announced. */
	public static final String CHANNEL = "trade_settings";

	private final JdbcClient jdbc;

	public LiveSettingRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** Every stored setting. */
	public List<StoredSetting> findAll() {
		return this.jdbc.sql("""
				select name, value, changed_at, changed_by
				from live_setting
				order by name
				""").query(LiveSettingRepository::setting).list();
	}

	/** Stores a setting's value (replacing any) and announces it; one statement. */
	public StoredSetting save(String name, String value, String changedBy) {
		return this.jdbc.sql("""
				with saved as (
					insert into live_setting (name, value, changed_at, changed_by)
					values (:name, :value, now(), :changedBy)
					on conflict (name) do update
						set value = excluded.value, changed_at = excluded.changed_at, changed_by = excluded.changed_by
					returning name, value, changed_at, changed_by
				)
				select name, value, changed_at, changed_by, pg_notify(:channel, name)
				from saved
				""")
			.param("name", name)
			.param("value", value)
			.param("changedBy", changedBy)
			.param("channel", CHANNEL)
			.query(LiveSettingRepository::setting)
			.single();
	}

	/**
	 * Removes a setting, so it goes back to its start-up value, and announces it; one
	 * statement. Returns whether there was one.
	 */
	public boolean delete(String name) {
		return !this.jdbc.sql("""
				with deleted as (
					delete from live_setting where name = :name returning name
				)
				select name, pg_notify(:channel, name)
				from deleted
				""")
			.param("name", name)
			.param("channel", CHANNEL)
			.query((rs, row) -> rs.getString("name"))
			.list()
			.isEmpty();
	}

	private static StoredSetting setting(ResultSet rs, int row) throws SQLException {
		return new StoredSetting(rs.getString("name"), rs.getString("value"), Timestamps.instant(rs, "changed_at"),
				rs.getString("changed_by"));
	}

}
