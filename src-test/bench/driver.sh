# The load drivers' JDK, classes and class path, for the benchmark scripts (sourced, not run). select_jdk exports
# JAVA_HOME: itself when it is a JDK 21 or newer, else the first such JDK under /usr/lib/jvm. build_driver sets
# DRIVER_CP to the bench module's classes and its runtime dependencies, packaging the module (and what it
# depends on, in the same reactor; never install) when they are missing, older than its pom, or BUILD=true.
# Needs ROOT (the checkout) and a log function.
build_driver() {
	local classpath_file="$ROOT/src-test/bench/target/bench-classpath.txt"
	if ${BUILD:-false} || [ ! -s "$classpath_file" ] || [ "$ROOT/src-test/bench/pom.xml" -nt "$classpath_file" ] \
		|| [ ! -f "$ROOT/src-test/bench/target/classes/org/stocktrader/bench/WebSimulation.class" ] \
		|| ! tr ':' '\n' <"$classpath_file" | grep -q '/gatling-app'; then
		# package in the same reactor: a fresh clone has no module jars in the local repository, and the
		# dependency plugin resolves sibling modules only from what this build packaged; each module writes the
		# file in reactor order, so the bench module, the last, leaves its own class path
		log "building the load driver (./mvnw -pl src-test/bench -am package dependency:build-classpath)"
		(cd "$ROOT" && ./mvnw -B -q -pl src-test/bench -am -DskipTests -Dspring-javaformat.skip=true -Dcheckstyle.skip \
			package dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile="$classpath_file" >/dev/null)
		tr ':' '\n' <"$classpath_file" | grep -q '/gatling-app' \
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
