-- Which events the home page shows (issue 24): every event so far, until staff untick one.
ALTER TABLE "events" ADD COLUMN "on_home" boolean DEFAULT true NOT NULL;