CREATE TABLE "table_change_totals" (
	"table_name" varchar(64) PRIMARY KEY NOT NULL,
	"pruned" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "table_changes_table_idx" ON "table_changes" USING btree ("table_name","id");--> statement-breakpoint
CREATE FUNCTION note_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes (table_name) VALUES (TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table whose rows a list counts, which is every table but the bookkeeping of sign-in and
-- mail, GPS positions (high volume, never counted by a list) and the change log itself. A table
-- added later gets its trigger in its own migration (tests/server/list-totals.test.ts checks).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema()
    AND tablename NOT IN ('table_changes', 'table_change_totals', 'sessions', 'login_attempts', 'password_resets', 'email_verifications', 'outbox_mails', 'gps_positions')
  LOOP
    EXECUTE format('CREATE TRIGGER note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_table_change()', t);
  END LOOP;
END $$;
