-- The tables with a content_changed trigger are exactly the ones public pages read, as
-- app/.server/content/public-tables.ts derives them (tests/integration/public-tables.int.test.ts
-- checks both ways). "settings" holds the auth secret and the sample-content marker, which no
-- page shows: writing them no longer empties every server's page cache.
DROP TRIGGER IF EXISTS "settings_content_changed" ON "settings";
