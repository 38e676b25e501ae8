-- what a benchmark run does to the data set, roughly (logins, registrations, buys, sells, quote moves)
begin;
update account set logincount = logincount + 1, lastlogin = now(), balance = balance - 100 where accountid % 25 = 0;
update quote set price = price * 1.01, volume = volume + 100, change1 = 0.1 where symbol like 's:1__';
insert into accountprofile (userid, password, fullname, address, email, creditcard)
  select 'ru:' || g, 'x', 'n', 'a', 'e', 'c' from generate_series(1, 2000) g;
insert into account (profile_userid, creationdate, openbalance, balance, logincount, logoutcount)
  select 'ru:' || g, now(), 100000, 100000, 1, 0 from generate_series(1, 2000) g;
insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
  select g, 's:' || g, 10, 20, now() from generate_series(1, 10000) g;
insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus, opendate, completiondate, quantity, price, orderfee)
  select g, 's:' || g, null, 'buy', 'closed', now(), now(), 10, 20, 15.95 from generate_series(1, 20000) g;
delete from holding where holdingid % 500 = 0;
update orders set orderstatus = 'cancelled' where orderid % 1000 = 0;
commit;
