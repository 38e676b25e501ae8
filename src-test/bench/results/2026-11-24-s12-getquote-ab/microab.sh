#!/usr/bin/env bash
# micro A/B: SOAP getQuote (quote cache, no DB) with wrk; app CPU per call from /proc over a 20 s window
J=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
CLK=$(getconf CLK_TCK)
cpu() { awk -v c=$CLK '{print ($14+$15)*1000/c}' /proc/$1/stat; }
for round in 1 2 3; do for side in $ORDER; do
  jar=$([ $side = a ] && echo /tmp/head.jar || echo /tmp/new.jar)
  rm -rf /tmp/mab-db; 
  $J -Xms1g -Xmx1g -XX:+UseParallelGC -XX:+UseCompactObjectHeaders -jar $jar --server.port=18181 --trade.password-strength=4 --logging.level.root=WARN --spring.datasource.hikari.maximum-pool-size=10 --server.tomcat.threads.max=4 --server.tomcat.threads.min-spare=4 --trade.web.sessions=memory > /tmp/mab-app.log 2>&1 &
  pid=$!
  for i in $(seq 1 120); do curl -sf -o /dev/null http://127.0.0.1:18181/app?action=quotes\&symbols=s:1 -w '' 2>/dev/null && break; curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:18181/welcome 2>/dev/null | grep -q 200 && break; sleep 1; done
  wrk -t2 -c16 -d40s -s /tmp/getquote.lua http://127.0.0.1:18181/services/TradeServices > /dev/null
  c0=$(cpu $pid)
  out=$(wrk -t2 -c16 -d20s -s /tmp/getquote.lua http://127.0.0.1:18181/services/TradeServices)
  c1=$(cpu $pid)
  reqs=$(echo "$out" | awk '/requests in/{print $1}')
  non2xx=$(echo "$out" | awk '/Non-2xx/{print $NF}')
  echo "$round $side reqs=$reqs non2xx=${non2xx:-0} cpu_ms_per_call=$(echo "($c1-$c0)/$reqs" | bc -l | cut -c1-6)"
  kill $pid; wait $pid 2>/dev/null
done; done
