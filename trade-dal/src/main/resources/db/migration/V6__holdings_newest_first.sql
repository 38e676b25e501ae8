-- A trader's newest holdings (home page, portfolio, getHoldings: where account_accountid = ?
-- order by holdingid desc limit ?) read in the index's order, as the orders' index already
-- allows. With an index on the account alone, the generic plan that a prepared statement
-- settles on walked the primary key backwards and filtered every holding of every account
-- (seen in the Trade SOAP mix: about 1 ms per getHoldings on 5,400 holdings).
create index holding_account_newest on holding (account_accountid, holdingid desc);
drop index holding_accountid;
