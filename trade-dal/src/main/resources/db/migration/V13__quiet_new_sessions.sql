-- A session stored for the first time announces nothing: no node can hold a copy of a session that did not
-- exist, and the node that creates it keeps its own (V12). trade-web stores a new session, its row and its
-- attributes, in one transaction; inserting the row notes the session for the rest of that transaction (the
-- transaction-local setting trade.session_created), and the changes of that session's attributes in the same
-- transaction are not announced. Changes in any later transaction are announced as before, and so is a new
-- session whose attributes are stored in a transaction of their own.
create function spring_session_created() returns trigger language plpgsql as $$
begin
    perform set_config('trade.session_created', new.primary_id, true);
    return null;
end
$$;

create trigger spring_session_created after insert on spring_session
    for each row execute function spring_session_created();

create or replace function spring_session_attribute_changed() returns trigger language plpgsql as $$
declare
    changed_primary_id char(36);
    changed_id char(36);
begin
    changed_primary_id := case when tg_op = 'DELETE' then old.session_primary_id else new.session_primary_id end;
    if changed_primary_id = current_setting('trade.session_created', true) then
        return null;
    end if;
    select session_id into changed_id from spring_session where primary_id = changed_primary_id;
    if found then
        perform pg_notify('trade_session_changed', changed_id || ' ' || current_setting('application_name'));
    end if;
    return null;
end
$$;
