-- The loader's own bookkeeping, beside the application's tables: every load run with its seed, sizes and
-- checksum, and (in tables named like the application's, created by the loader) the pristine copy of the
-- loaded data that reset restores from. The copy is UNLOGGED (no WAL, half the write volume of a load): a
-- server crash empties it, and reset then regenerates it from the recorded seed. Idempotent: run at the start
-- of every load.
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

-- the (32-bit) id of the loading transaction: rows whose xmin is still this one are untouched since the load
alter table loader.loader_run add column if not exists load_xid bigint;

create table if not exists loader.loader_checksum (
    run_id      integer not null references loader.loader_run (run_id),
    table_name  varchar(63) not null,
    row_count   bigint not null,
    checksum    varchar(64) not null,
    primary key (run_id, table_name)
);
