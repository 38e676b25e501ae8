#!/bin/sh
# Measures WSTest (size 20) against a running WSTest: warm-up, then one timed run per operation.
# usage: wstest/bench/bench.sh [base-url] [seconds]   (default http://127.0.0.1:8090/services/WSTestService, 20)
set -eu
url=${1:-http://127.0.0.1:8090/services/WSTestService}
seconds=${2:-20}
dir=$(dirname "$0")
wrk -t2 -c32 -d10s -s "$dir/echolist.lua" "$url" > /dev/null
for op in echolist echostruct getorder; do
	printf '%s: ' "$op"
	wrk -t2 -c32 -d"${seconds}s" -s "$dir/$op.lua" "$url" | awk '/Requests\/sec/ { rps = $2 } /non-200/ { bad = $3 } /Latency/ { lat = $2 } END { printf "%s req/s, avg latency %s, non-200 %s\n", rps, lat, bad }'
done
