-- List stamps from the change stream (docs/realtime.md "Stamps"): the older stamp trigger of every
-- table (note_change, 0005) goes with its function, and its log with it.
DROP FUNCTION IF EXISTS note_table_change() CASCADE;--> statement-breakpoint
CREATE TABLE "change_event_heads" (
	"table_name" varchar(64) PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO change_event_heads (table_name, last_id) SELECT table_name, max(id) FROM change_events WHERE id > 0 GROUP BY table_name;--> statement-breakpoint
DROP TABLE "table_change_totals" CASCADE;--> statement-breakpoint
DROP TABLE "table_changes" CASCADE;
