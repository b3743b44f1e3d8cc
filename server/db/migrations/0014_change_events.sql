CREATE SEQUENCE "public"."change_event_drafts" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."change_event_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "change_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"table_name" varchar(64) NOT NULL,
	"operation" varchar(8) NOT NULL,
	"lsp_ids" integer[] DEFAULT '{}' NOT NULL,
	"company_ids" integer[] DEFAULT '{}' NOT NULL,
	"vendor_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"everyone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_events_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_events_created_idx" ON "change_events" USING btree ("created_at");