package org.stocktrader.loader;

import java.util.List;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The keys, unique constraints, foreign keys and secondary indexes of the application's
 * tables, read from the catalog (so they are exactly what the Flyway migrations created),
 * dropped before a bulk load and created again after it. Check and not-null constraints
 * stay: they are cheap per row.
 */
final class DeferredConstraints {

	private final JdbcClient jdbc;

	private final List<Ddl> constraints;

	private final List<Ddl> indexes;

	private DeferredConstraints(JdbcClient jdbc, List<Ddl> constraints, List<Ddl> indexes) {
		this.jdbc = jdbc;
		this.constraints = constraints;
		this.indexes = indexes;
	}

	/** Reads the definitions of the application tables' constraints and indexes. */
	static DeferredConstraints read(JdbcClient jdbc) {
		List<String> tables = AppTable.parentsFirst().stream().map(AppTable::table).toList();
		List<Ddl> constraints = jdbc.sql("""
				select c.contype,
				       format('alter table public.%I drop constraint %I', t.relname, c.conname) as drop_sql,
				       format('alter table public.%I add constraint %I %s', t.relname, c.conname,
				              pg_get_constraintdef(c.oid)) as create_sql
				from pg_constraint c
				join pg_class t on t.oid = c.conrelid
				join pg_namespace n on n.oid = t.relnamespace
				where n.nspname = 'public' and t.relname in (:tables) and c.contype in ('p', 'u', 'f')
				order by c.contype, t.relname, c.conname
				""")
			.param("tables", tables)
			.query((rs, row) -> new Ddl(rs.getString("contype"), rs.getString("drop_sql"), rs.getString("create_sql")))
			.list();
		List<Ddl> indexes = jdbc.sql("""
				select 'i' as kind, format('drop index public.%I', i.indexname) as drop_sql, i.indexdef as create_sql
				from pg_indexes i
				where i.schemaname = 'public' and i.tablename in (:tables)
				  and not exists (select 1 from pg_constraint c
				                  where c.conindid = format('public.%I', i.indexname)::regclass
				                    and c.contype in ('p', 'u', 'x'))
				order by i.tablename, i.indexname
				""")
			.param("tables", tables)
			.query((rs, row) -> new Ddl(rs.getString("kind"), rs.getString("drop_sql"), rs.getString("create_sql")))
			.list();
		return new DeferredConstraints(jdbc, constraints, indexes);
	}

	/** Drops foreign keys, then keys and unique constraints, then indexes. */
	void drop() {
		this.constraints.stream().filter(Ddl::foreignKey).forEach((ddl) -> execute(ddl.dropSql()));
		this.constraints.stream().filter((ddl) -> !ddl.foreignKey()).forEach((ddl) -> execute(ddl.dropSql()));
		this.indexes.forEach((ddl) -> execute(ddl.dropSql()));
	}

	/** Creates keys and unique constraints (with their indexes). */
	void createKeys() {
		this.constraints.stream().filter((ddl) -> !ddl.foreignKey()).forEach((ddl) -> execute(ddl.createSql()));
	}

	/** Creates the secondary indexes. */
	void createIndexes() {
		this.indexes.forEach((ddl) -> execute(ddl.createSql()));
	}

	/** Creates (and so validates) the foreign keys. */
	void createForeignKeys() {
		this.constraints.stream().filter(Ddl::foreignKey).forEach((ddl) -> execute(ddl.createSql()));
	}

	private void execute(String sql) {
		this.jdbc.sql(sql).update();
	}

	private record Ddl(String kind, String dropSql, String createSql) {

		boolean foreignKey() {
			return "f".equals(this.kind);
		}

	}

}
