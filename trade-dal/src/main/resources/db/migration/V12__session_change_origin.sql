-- The session change notifications of V11 also name the connection that made the change: payload
-- "<session id> <application_name>". Each StockTrader node gives its pool's connections a name of its own
-- (trade-web's ConnectionName), drops or replaces its own copy of a session at once when it writes the session,
-- and so ignores the notifications of its own changes: a node keeps the copy of a session it has just created
-- instead of reading it back. A notification from any other connection (another node, an operator's SQL, a
-- payload without a name) ends the copy on every node.
create or replace function spring_session_changed() returns trigger language plpgsql as $$
begin
    perform pg_notify('trade_session_changed', old.session_id || ' ' || current_setting('application_name'));
    return null;
end
$$;

create or replace function spring_session_attribute_changed() returns trigger language plpgsql as $$
declare
    changed_id char(36);
begin
    select session_id into changed_id from spring_session
     where primary_id = (case when tg_op = 'DELETE' then old.session_primary_id else new.session_primary_id end);
    if found then
        perform pg_notify('trade_session_changed', changed_id || ' ' || current_setting('application_name'));
    end if;
    return null;
end
$$;
