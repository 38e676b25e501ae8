-- Settings the operator changed while the servers run (the configuration page), one row per setting,
-- the value in its stored text form. Every node reads them at start-up and again whenever a change is
-- announced with NOTIFY on channel trade_settings (sent by the statement that writes the row, delivered
-- on commit). A setting without a row has its start-up value.
create table live_setting (
    name        varchar(100) primary key,
    value       varchar(1000) not null,
    changed_at  timestamptz not null default now(),
    changed_by  varchar(250) not null
);
