-- Every node keeps copies of the shared HTTP sessions it read (trade-web's SessionCache) and drops a copy when
-- PostgreSQL announces a change of its session on channel trade_session_changed (payload: the session id), here
-- in the statement that makes the change: a session ended (signed out, password changed, expired), its id
-- changed (sign-in), its timeout or principal changed, or an attribute set or removed. A write of the
-- last-access time alone announces nothing: a node whose copy looks expired reads the session again.
create function spring_session_changed() returns trigger language plpgsql as $$
begin
    perform pg_notify('trade_session_changed', old.session_id);
    return null;
end
$$;

create trigger spring_session_ended after delete on spring_session
    for each row execute function spring_session_changed();

create trigger spring_session_changed after update on spring_session
    for each row
    when (old.session_id is distinct from new.session_id
        or old.max_inactive_interval is distinct from new.max_inactive_interval
        or old.principal_name is distinct from new.principal_name)
    execute function spring_session_changed();

-- An attribute's session, by its primary id; none when the session itself is being deleted (announced above).
create function spring_session_attribute_changed() returns trigger language plpgsql as $$
declare
    changed_id char(36);
begin
    select session_id into changed_id from spring_session
     where primary_id = (case when tg_op = 'DELETE' then old.session_primary_id else new.session_primary_id end);
    if found then
        perform pg_notify('trade_session_changed', changed_id);
    end if;
    return null;
end
$$;

create trigger spring_session_attribute_changed after insert or update or delete on spring_session_attributes
    for each row execute function spring_session_attribute_changed();
