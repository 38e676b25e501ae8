# The load drivers' JDK, classes and class path, for the benchmark scripts (sourced, not run). select_jdk exports
# JAVA_HOME: itself when it is a JDK 21 or newer, else the first such JDK under /usr/lib/jvm. build_driver sets
# DRIVER_CP to the bench module's classes and its runtime dependencies, packaging the module (and what it
# depends on, in the same reactor; never install) when they are missing, older than its pom, or BUILD=true.
# Needs ROOT (the checkout) and a log function.
build_driver() {
	local classpath_file="$ROOT/src-test/bench/target/bench-classpath.txt"
	if ${BUILD:-false} || [ ! -s "$classpath_file" ] || [ "$ROOT/src-test/bench/pom.xml" -nt "$classpath_file" ] \
		|| [ ! -f "$ROOT/src-test/bench/target/classes/org/stocktrader/bench/WebSimulation.class" ] \
		|| ! grep -q '/gatling-app' "$classpath_file"; then
		# package in the same reactor: a fresh clone has no module jars in the local repository, and the
		# dependency plugin resolves sibling modules only from what this build packaged; each module writes the
		# file in reactor order, so the bench module, the last, leaves its own class path
		log "building the load driver (./mvnw -pl src-test/bench -am package dependency:build-classpath)"
		(cd "$ROOT" && ./mvnw -B -q -pl src-test/bench -am -DskipTests -Dspring-javaformat.skip=true -Dcheckstyle.skip \
			package dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile="$classpath_file" >/dev/null)
		grep -q '/gatling-app' "$classpath_file" \
			|| { echo "The load driver's class path has no Gatling: $classpath_file" >&2; exit 1; }
	fi
	DRIVER_CP="$ROOT/src-test/bench/target/classes:$(cat "$classpath_file")"
}

select_jdk() {
	if [ -z "${JAVA_HOME:-}" ] || ! "$JAVA_HOME/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
		for candidate in /usr/lib/jvm/*; do
			if [ -x "$candidate/bin/jcmd" ] && "$candidate/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
				export JAVA_HOME="$candidate"
				break
			fi
		done
	fi
}

# The documented benchmark settings (README, "Benchmark"): cheap password hashing, logging off but for the embedded
# PostgreSQL's own output (its start and its server log, a few lines a run, in app.log: a server that fails to
# start says why there), the published 5-minute session and 3-minute market-summary cache, a 10-connection pool
# for 2 cores, and no buy refused for want of cash, as in DayTrader (which never checks): the SOAP mix's random
# users buy three times as often as they sell, and in a long or fast run some ran out of cash (13 refused buys,
# results/2026-11-24-s12-soap-base).
BENCH_APP_SETTINGS="--trade.password-strength=4 --logging.level.root=WARN --logging.level.org.stocktrader=WARN \
--logging.level.io.zonky.test.db.postgres.embedded=INFO \
--server.servlet.session.timeout=5m --trade.market-summary-expiry=3m \
--spring.datasource.hikari.maximum-pool-size=10 --spring.datasource.hikari.minimum-idle=10 --trade.require-funds=false"

# The application's default JVM options for a JDK ($1, its java): measured on a quiet 2-core machine
# (results/2026-11-23-s2-before vs -before-jvm), ParallelGC and compact object headers (JDK 25 or newer) took
# 10-16 % off the application's CPU per page against G1.
bench_app_jvm() {
	local options="-Xms1g -Xmx1g -XX:+UseParallelGC"
	if "$1" -version 2>&1 | grep -qE 'version "(2[5-9]|[3-9][0-9])'; then
		options="$options -XX:+UseCompactObjectHeaders"
	fi
	echo "$options"
}
