-- Durable asynchronous order processing: the order row is the message.
-- attempts: how many times an order processor has claimed the order;
-- next_attempt_at: not claimable before then (a claim leases the order until then, a failure backs off);
-- failure_reason: why the last attempt failed; an order that fails its last attempt is 'failed'.
-- idempotency_key: the client's key (REST Idempotency-Key), one order per key and account.
alter table orders
    add column attempts         integer not null default 0,
    add column next_attempt_at  timestamptz not null default '-infinity',
    add column failure_reason   varchar(1000),
    add column idempotency_key  varchar(250);

alter table orders drop constraint orders_orderstatus_check;
alter table orders add constraint orders_orderstatus_check
    check (orderstatus in ('open', 'processing', 'closed', 'completed', 'cancelled', 'failed'));

create unique index order_idempotency_key on orders (account_accountid, idempotency_key)
    where idempotency_key is not null;

-- Processors claim open orders that are due, oldest first; the backlog count reads the same index.
drop index open_orders;
create index open_orders on orders (next_attempt_at, orderid) where orderstatus = 'open';
