-- The snapshot before a fault or restore test (src-test/cluster/fault-cluster.sh, src-test/cluster/pitr-cluster.sh,
-- src-test/bench/fault-orders.sh) that src-test/bench/fault-checks.sql checks the rules against, and the table of
-- the orders acknowledged to the clients.
set client_min_messages = warning;
drop table if exists fault_before_account, fault_before_quote, fault_before_holding, fault_before_max, fault_ack;
create table fault_before_account as select accountid, balance from account;
create table fault_before_quote as select symbol, volume from quote;
create table fault_before_holding as select account_accountid, quote_symbol, sum(quantity) as quantity
	from holding group by 1, 2;
create table fault_before_max as select coalesce(max(orderid), 0) as orderid from orders;
create table fault_ack (idempotency_key varchar(250), orderid integer);
