package org.stocktrader.loader;

import java.util.List;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The statements of a reset for one table: find the rows written since the load, delete
 * the new ones, restore the changed and the deleted ones from the pristine copy (by its
 * primary key). {@link Loader#reset()} runs them in order, in one transaction.
 */
final class ResetStep {

	private final JdbcClient jdbc;

	ResetStep(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Collects the keys of the rows written since the load into a temporary table, with
	 * statistics, so the planner joins only those with the pristine copy (by its key)
	 * instead of hashing millions of rows. Rows whose {@code xmin} is still the loading
	 * transaction's are untouched since the load.
	 * @param all whether every row counts as written (no loading transaction recorded)
	 * @param xid the loading transaction
	 */
	int findTouched(AppTable table, boolean all, long xid) {
		int touched = this.jdbc.sql("""
				create temporary table reset_%1$s on commit drop as
				select x.%2$s from public.%1$s x
				where :all or x.xmin::text::bigint <> :xid
				""".formatted(table.table(), table.key())).param("all", all).param("xid", xid).update();
		this.jdbc.sql("analyze reset_" + table.table()).update();
		return touched;
	}

	/** Deletes the written rows that are not in the pristine copy. */
	int deleteNew(AppTable table) {
		return this.jdbc.sql("""
				delete from public.%1$s x
				using reset_%1$s t
				where t.%2$s = x.%2$s
				  and not exists (select 1 from loader.%1$s p where p.%2$s = x.%2$s)
				""".formatted(table.table(), table.key())).update();
	}

	/** Sets the written rows that differ from the pristine copy back to it. */
	int restoreChanged(AppTable table) {
		List<String> values = columns(table).stream().filter((column) -> !column.equals(table.key())).toList();
		String target = String.join(", ", values);
		String source = values.stream().map((column) -> "p." + column).collect(Collectors.joining(", "));
		String current = values.stream().map((column) -> "x." + column).collect(Collectors.joining(", "));
		// column names come from the catalog, table names from the fixed AppTable list
		return this.jdbc.sql("""
				update public.%1$s x set (%3$s) = row(%4$s)
				from reset_%1$s t, loader.%1$s p
				where t.%2$s = x.%2$s and p.%2$s = x.%2$s
				  and row(%5$s) is distinct from row(%4$s)
				""".formatted(table.table(), table.key(), target, source, current)).update();
	}

	/**
	 * Inserts the loaded rows that were deleted. After the deletes every row is a loaded
	 * one, so a count tells whether any is missing.
	 */
	int restoreDeleted(AppTable table, long loadedRows) {
		long rows = this.jdbc.sql("select count(*) from public." + table.table()).query(Long.class).single();
		if (rows == loadedRows) {
			return 0;
		}
		List<String> columns = columns(table);
		String pristine = columns.stream().map((column) -> "p." + column).collect(Collectors.joining(", "));
		return this.jdbc.sql("""
				insert into public.%1$s (%3$s)
				select %4$s from loader.%1$s p
				where not exists (select 1 from public.%1$s x where x.%2$s = p.%2$s)
				""".formatted(table.table(), table.key(), String.join(", ", columns), pristine)).update();
	}

	private List<String> columns(AppTable table) {
		return this.jdbc.sql("""
				select quote_ident(a.attname)
				from pg_attribute a
				where a.attrelid = :table::regclass and a.attnum > 0 and not a.attisdropped
				order by a.attnum
				""").param("table", "public." + table.table()).query(String.class).list();
	}

}
