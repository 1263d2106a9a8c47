CREATE TABLE "throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_throttle" CASCADE;--> statement-breakpoint
DROP TABLE "form_throttle" CASCADE;