-- The order processor looks for orders left open at start (asynchronous mode); few orders are
-- open at any time, so a partial index stays tiny.
create index open_orders on orders (orderid) where orderstatus = 'open';
