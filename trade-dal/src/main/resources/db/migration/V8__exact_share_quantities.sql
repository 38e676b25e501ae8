-- Share quantities are exact decimals with four places (orders accept at most four), no longer binary floating
-- point, whose rounding left holdings of 1e-16 shares after partial sells and made a sell of what open sells
-- leave come out as 7e-15 shares. Existing quantities are rounded to four places; a holding that rounds to
-- nothing (such dust) is removed, and an open order that does is cancelled (it would trade nothing).
delete from holding where round(quantity::numeric, 4) <= 0;
update orders set orderstatus = 'cancelled', completiondate = now()
where orderstatus = 'open' and round(quantity::numeric, 4) <= 0;

alter table holding alter column quantity type numeric(18,4) using round(quantity::numeric, 4);

-- An executed order of dust keeps its row (its fee was charged) with a quantity of 0.0000, so the check on
-- orders is validated only when no such row exists; it applies to every new row either way.
alter table orders drop constraint orders_quantity_check;
alter table orders alter column quantity type numeric(18,4) using round(quantity::numeric, 4);
alter table orders add constraint orders_quantity_check check (quantity > 0) not valid;
do $$
begin
    alter table orders validate constraint orders_quantity_check;
exception when check_violation then
    raise notice 'orders_quantity_check left not valid: executed orders of less than 0.0001 shares exist';
end
$$;
