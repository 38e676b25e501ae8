-- The loader's own bookkeeping, beside the application's tables: every load run with its seed, sizes and
-- checksum, and (in tables named like the application's) the pristine copy of the loaded data that reset
-- restores from. Idempotent: run at the start of every load.
create schema if not exists loader;

create table if not exists loader.loader_run (
    run_id                integer generated always as identity primary key,
    seed                  bigint not null,
    accounts              integer not null,
    quotes                integer not null,
    holdings_per_account  integer not null,
    orders_per_account    integer not null,
    password_strength     integer not null,
    started               timestamptz not null,
    finished              timestamptz not null,
    checksum              varchar(64) not null
);

create table if not exists loader.loader_checksum (
    run_id      integer not null references loader.loader_run (run_id),
    table_name  varchar(63) not null,
    row_count   bigint not null,
    checksum    varchar(64) not null,
    primary key (run_id, table_name)
);
