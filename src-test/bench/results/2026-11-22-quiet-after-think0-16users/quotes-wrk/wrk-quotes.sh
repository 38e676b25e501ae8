#!/bin/bash
# starts the app on the bench data (embedded PG), runs wrk quote page, then JFR + web scenario via --base-url
set -e
cd /work/main
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
TAG=$1; OUT=$2; JVM=${3:-"-Xms1g -Xmx1g"}
mkdir -p $OUT
PG_PORT=$(( 20000 + RANDOM % 20000 ))
SETTINGS="--trade.password-strength=4 --logging.level.root=WARN --logging.level.org.stocktrader=WARN --server.servlet.session.timeout=5m --trade.web.market-summary-expiry=3m --spring.datasource.hikari.maximum-pool-size=10 --spring.datasource.hikari.minimum-idle=10"
$JAVA_HOME/bin/java $JVM -jar trade-web/target/stocktrader-exec.jar --server.port=18081 --trade.db.data-dir=/work/main/src-test/bench/work/postgres --trade.db.port=$PG_PORT $SETTINGS > $OUT/app.log 2>&1 &
APP=$!
echo $APP > /tmp/profile-app.pid
for i in $(seq 1 240); do c=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 http://127.0.0.1:18081/ || true); case $c in 2*|3*) break;; esac; sleep 0.5; done
curl -s -c /tmp/cj -o /dev/null -d 'uid=uid:7&passwd=xxx' 'http://127.0.0.1:18081/app?action=login'
SID=$(awk '/JSESSIONID/{print $7}' /tmp/cj)
curl -s -b "JSESSIONID=$SID" 'http://127.0.0.1:18081/app?action=quotes&symbols=s:1' | grep -c 's:1' 
# warm-up
wrk -t2 -c16 -d30s -H "Cookie: JSESSIONID=$SID" "http://127.0.0.1:18081/app?action=quotes&symbols=s:1" > /dev/null
for RUN in 1 2 3; do
echo "load average before quote wrk: $(cat /proc/loadavg)" >> $OUT/wrk-quotes.txt
read -r _ _ _ _ _ _ _ _ _ _ _ _ _ u0 s0 _ < /proc/$APP/stat
wrk -t2 -c16 -d15s --latency -H "Cookie: JSESSIONID=$SID" 'http://127.0.0.1:18081/app?action=quotes&symbols=s:1' >> $OUT/wrk-quotes.txt
read -r _ _ _ _ _ _ _ _ _ _ _ _ _ u1 s1 _ < /proc/$APP/stat
echo "app CPU seconds during the 15 s run: $(( (u1+s1-u0-s0) ))/100 (clock ticks)" >> $OUT/wrk-quotes.txt
echo "load average after: $(cat /proc/loadavg)" >> $OUT/wrk-quotes.txt
done
echo "command: wrk -t2 -c16 -d15s --latency -H 'Cookie: JSESSIONID=<signed-in uid:7>' 'http://127.0.0.1:18081/app?action=quotes&symbols=s:1' (after a 30 s warm-up run; three runs in a row on one application start); app: java $JVM -jar trade-web/target/stocktrader-exec.jar $SETTINGS, embedded PostgreSQL 500k accounts" >> $OUT/wrk-quotes.txt
cat $OUT/wrk-quotes.txt
