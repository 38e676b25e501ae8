-- Processors claim the due open orders in the order they were placed (orderid), not by next_attempt_at:
-- an order whose lease ended (its node died) or whose retry backoff ended is older than every order placed
-- since, so it is taken at the next claim instead of sorting behind a backlog that new orders keep
-- refilling. The index no longer holds next_attempt_at, so a claim (which sets it) can be a HOT update.
drop index open_orders;
create index open_orders on orders (orderid) where orderstatus = 'open';
