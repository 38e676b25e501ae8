#!/usr/bin/env bash
cd /work/main
C="--scenario soap --think 0 --users 16 --accounts 500 --quotes 1000 --warmup 60 --duration 60 --no-profile"
h() { src-test/bench/.rb-snap.sh $C --app-jar /tmp/new.jar --app-args "--trade.web.sessions=memory" --out /tmp/r/s12-soap-pairs/head-$1 > /tmp/r/s12-soap-pairs-head-$1.log 2>&1; }
o() { src-test/bench/.rb-snap.sh $C --app-jar /tmp/j607.jar --app-jvm "-Xms1g -Xmx1g" --app-args "--trade.web.sessions=memory --server.tomcat.threads.max=200 --server.tomcat.threads.min-spare=10" --out /tmp/r/s12-soap-pairs/607603e-$1 > /tmp/r/s12-soap-pairs-607-$1.log 2>&1; }
h 1; o 1; o 2; h 2
echo done
