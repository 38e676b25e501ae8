-- Items of the CachePerf workload: one document per quote symbol (a chart or a company report), a few hundred
-- kilobytes each, read through the services' item cache. The content is stored out of line and uncompressed
-- (storage external): items stand for images and documents that are compressed already, so a read costs what
-- reading that many bytes costs. No foreign key to quote: the loader drops and recreates quote's keys while it
-- loads, and an item may name a symbol the data set has no quote for.
create table item (
    symbol        varchar(250) primary key,
    name          varchar(250) not null,
    content_type  varchar(100) not null,
    content       bytea not null
);
alter table item alter column content set storage external;
