package org.stocktrader.dal.db;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

import javax.sql.DataSource;

import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * A data source that counts the SQL statements sent through its connections: every
 * statement prepared or created ({@code prepareStatement}, {@code prepareCall},
 * {@code createStatement}; JdbcClient prepares one per statement it runs) and every
 * transaction ended ({@code commit}, {@code rollback}). Statement counts per page and per
 * service call are kept in tests and reported by the benchmark with it. The statements on
 * the shared HTTP sessions (Spring Session's {@code spring_session} tables) are also
 * counted apart, so that a page's count says what its session cost.
 */
public class StatementCounter extends DelegatingDataSource {

	private static final Set<String> STATEMENTS = Set.of("prepareStatement", "prepareCall", "createStatement");

	private static final Set<String> TRANSACTION_ENDS = Set.of("commit", "rollback");

	private final LongAdder statements = new LongAdder();

	private final LongAdder transactions = new LongAdder();

	private final LongAdder sessionStatements = new LongAdder();

	public StatementCounter(DataSource target) {
		super(target);
	}

	/** Statements prepared or created since the start. */
	public long statements() {
		return this.statements.sum();
	}

	/**
	 * Statements on the shared HTTP sessions ({@code spring_session} tables) since the
	 * start, included in {@link #statements()}.
	 */
	public long sessionStatements() {
		return this.sessionStatements.sum();
	}

	/** Explicit transactions committed or rolled back since the start. */
	public long transactions() {
		return this.transactions.sum();
	}

	@Override
	public Connection getConnection() throws SQLException {
		return counting(obtainTargetDataSource().getConnection());
	}

	@Override
	public Connection getConnection(String username, String password) throws SQLException {
		return counting(obtainTargetDataSource().getConnection(username, password));
	}

	private Connection counting(Connection target) {
		InvocationHandler handler = (proxy, method, args) -> invoke(target, method, args);
		return (Connection) Proxy.newProxyInstance(StatementCounter.class.getClassLoader(),
				new Class<?>[] { Connection.class }, handler);
	}

	private static boolean isSessionStatement(String sql) {
		return sql.contains("SPRING_SESSION") || sql.contains("spring_session");
	}

	private Object invoke(Connection target, Method method, Object[] args) throws Throwable {
		String name = method.getName();
		if (STATEMENTS.contains(name)) {
			this.statements.increment();
			if (args != null && args.length > 0 && args[0] instanceof String sql && isSessionStatement(sql)) {
				this.sessionStatements.increment();
			}
		}
		else if (TRANSACTION_ENDS.contains(name) && (args == null || args.length == 0)) {
			this.transactions.increment();
		}
		try {
			return method.invoke(target, args);
		}
		catch (InvocationTargetException ex) {
			throw ex.getTargetException();
		}
	}

}
