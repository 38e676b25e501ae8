-- Failed logins per user id, shared by every node (the login throttle of trade-services): how many since the
-- last successful login and when the latest was. After a few, each further attempt for that user id waits a
-- delay that doubles with every failure; a successful login deletes the row. Unknown user ids are counted too
-- (a guesser learns nothing from the throttle); a row whose latest failure is older than the throttle's
-- window is forgotten, and deleted by a later failure's statement (hence the index).
-- Numbered 20, not 7: another change may take the next numbers.
create table login_failure (
    userid        varchar(250) primary key,
    failures      integer not null,
    last_failure  timestamptz not null
);
create index login_failure_last on login_failure (last_failure);
