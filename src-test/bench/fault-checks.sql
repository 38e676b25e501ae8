-- The database checks after a fault test (fault-orders.sh, src-test/cluster/fault-cluster.sh): every acknowledged
-- order exists (fault_ack), no key answered with two orders, and for every account, holding and quote the money,
-- share and volume rules hold exactly against the snapshot taken before the run (fault_before_*). Each row is
-- "check|count"; every count but the last must be 0.
with run as (select * from orders where orderid > (select orderid from fault_before_max)),
executed as (select * from run where orderstatus in ('closed', 'completed')),
cash as (
	select account_accountid, sum(case when ordertype = 'buy' then -(round(quantity::numeric * price, 2) + orderfee)
		else round(quantity::numeric * price, 2) - orderfee end) as delta
	from executed group by 1),
shares as (
	select account_accountid, quote_symbol, sum(case when ordertype = 'buy' then quantity else -quantity end) as delta
	from executed group by 1, 2),
now_holding as (select account_accountid, quote_symbol, sum(quantity) as quantity from holding group by 1, 2),
volume as (select quote_symbol, sum(quantity) as delta from executed group by 1)
select 'acknowledged orders missing', count(*) from fault_ack a where not exists (select 1 from orders o
	where o.orderid = a.orderid and o.idempotency_key = a.idempotency_key)
union all select 'acknowledged keys answered with two orders', count(*) from (select idempotency_key from fault_ack
	group by 1 having count(distinct orderid) > 1) k
union all select 'orders open after the drain', count(*) from orders where orderstatus = 'open'
union all select 'accounts whose balance breaks the money rule', count(*) from account x
	join fault_before_account b using (accountid) left join cash c on c.account_accountid = x.accountid
	where x.balance <> b.balance + coalesce(c.delta, 0)
union all select 'account/symbol holdings breaking the share rule', count(*) from (
	select coalesce(n.account_accountid, b.account_accountid, s.account_accountid) as a,
		coalesce(n.quantity, 0) as now_q, coalesce(b.quantity, 0) + coalesce(s.delta, 0) as expected
	from now_holding n
	full join fault_before_holding b using (account_accountid, quote_symbol)
	full join shares s using (account_accountid, quote_symbol)) h where h.now_q <> h.expected
union all select 'buys executed without exactly one holding', count(*) from executed e
	where e.ordertype = 'buy' and (e.holding_holdingid is null
		or (select count(*) from executed f where f.holding_holdingid = e.holding_holdingid) <> 1)
union all select 'quotes whose volume breaks the volume rule', count(*) from quote q
	join fault_before_quote b using (symbol) left join volume v on v.quote_symbol = q.symbol
	where q.volume <> b.volume + coalesce(v.delta, 0)
union all select 'holdings of dust (less than 0.0001 share, or more than four decimals)', count(*) from holding
	where quantity < 0.0001 or quantity <> round(quantity, 4)
union all select 'orders failed (after all attempts)', count(*) from run where orderstatus = 'failed'
