#!/bin/bash
# One A/B measurement: start a WSTest jar, warm up 8 s, run wrk for N seconds, stop it.
# Prints requests/s and the server's CPU time per request (from /proc/<pid>/stat), which is
# less disturbed than requests/s when other processes share the machine.
# usage: wstest/bench/ab.sh label jar "jvm options" "app arguments" echolist|echostruct|getorder [seconds]
set -u
label=$1; jar=$2; jopts=$3; args=$4; op=$5; secs=${6:-10}
dir=$(cd "$(dirname "$0")" && pwd)
url=http://127.0.0.1:8090/services/WSTestService
"${JAVA_HOME:?point JAVA_HOME at a JDK 21 or newer}/bin/java" $jopts -jar "$jar" $args > "/tmp/wstest-ab-$label.log" 2>&1 &
pid=$!
for _ in $(seq 1 80); do curl -s -o /dev/null "$url?wsdl" && break; sleep 0.5; done
wrk -t2 -c32 -d8s -s "$dir/$op.lua" "$url" > /dev/null
t0=$(awk '{print $14+$15}' /proc/$pid/stat)
out=$(wrk -t2 -c32 -d"${secs}s" -s "$dir/$op.lua" "$url")
t1=$(awk '{print $14+$15}' /proc/$pid/stat)
rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
reqs=$(echo "$out" | awk '/requests in/ {print $1}')
bad=$(echo "$out" | awk '/non-200/ {print $3}')
cpu=$(echo "($t1-$t0)*1000000/100/$reqs" | bc -l)
printf "%-12s %-10s %9s req/s  %6.1f us-cpu/req  non200=%s load=%s\n" "$label" "$op" "$rps" "$cpu" "$bad" "$(cut -d' ' -f1 /proc/loadavg)"
kill $pid; wait $pid 2>/dev/null
