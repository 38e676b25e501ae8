-- Shared HTTP sessions (Spring Session JDBC, trade.web.sessions=jdbc): any application node serves any
-- request, and a user stays signed in when the node that signed them in stops. The tables and indexes of
-- Spring Session's schema-postgresql.sql, under Spring Session's default names.
-- spring_session: one row per session; times are epoch milliseconds. expiry_time is indexed for the
-- cleanup job (delete where expiry_time < now, every minute on every node: row locks on expired rows only).
create table spring_session (
    primary_id             char(36) not null,
    session_id             char(36) not null,
    creation_time          bigint not null,
    last_access_time       bigint not null,
    max_inactive_interval  int not null,
    expiry_time            bigint not null,
    principal_name         varchar(100),
    constraint spring_session_pk primary key (primary_id)
);

create unique index spring_session_ix1 on spring_session (session_id);
create index spring_session_ix2 on spring_session (expiry_time);
create index spring_session_ix3 on spring_session (principal_name);

-- One row per session attribute, Java-serialised; deleted with its session.
create table spring_session_attributes (
    session_primary_id  char(36) not null,
    attribute_name      varchar(200) not null,
    attribute_bytes     bytea not null,
    constraint spring_session_attributes_pk primary key (session_primary_id, attribute_name),
    constraint spring_session_attributes_fk foreign key (session_primary_id)
        references spring_session (primary_id) on delete cascade
);
