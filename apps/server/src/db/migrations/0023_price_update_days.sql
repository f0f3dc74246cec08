-- Price updates by type and day (issue 32): the Fechas modal's counts (how many updates of each type each day has)
-- are one index-only scan, and a type's window of days (a day's brands, a month's days) one index range, instead of
-- every update of every brand read and sent at once.
CREATE INDEX price_updates_type_day ON price_updates (his_tipo_tar, his_fecha);
