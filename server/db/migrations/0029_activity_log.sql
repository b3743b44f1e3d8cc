DROP INDEX "activity_logs_user_idx";--> statement-breakpoint
ALTER TABLE "activity_logs" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "role" varchar(32);--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "logistics_service_provider_id" integer;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "shipment_company_id" integer;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "entity" varchar(64);--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "record_keys" text[];--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "record_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
CREATE INDEX "activity_logs_type_created_idx" ON "activity_logs" USING btree ("type_activity","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id","created_at");
--> statement-breakpoint
-- The user activity log's writer (server/lib/activity/audited.ts names the tables, docs/activity-log.md
-- says what is kept): a statement by a signed-in user's request (the lsi.actor setting, set on the
-- request's connection by server/db/actor.ts) writes one row in its own transaction; any other
-- statement (the seed, the GPS ingest, a machine's post) returns at once.
CREATE OR REPLACE FUNCTION activity_value(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  -- Long texts are cut so that a row stays small whatever a field holds.
  SELECT CASE WHEN jsonb_typeof(v) = 'string' AND length(v #>> '{}') > 200 THEN to_jsonb(left(v #>> '{}', 200) || '…') ELSE v END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_column_kept(k text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  -- Never a secret (password hashes, tokens, key hashes); not the bookkeeping every write touches.
  SELECT k !~ '(password|token|hash|secret)' AND k NOT IN ('id', 'created_at', 'updated_at', 'last_login_at', 'last_used_at')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('lsi.actor', true), '')::jsonb;
  n integer;
  keys text[];
  diff jsonb;
  kind text;
BEGIN
  IF actor IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), (array_agg(coalesce(j ->> 'id', j ->> 'key')))[1:20] INTO n, keys FROM (SELECT to_jsonb(o) j FROM old_rows o) x;
  ELSE
    SELECT count(*), (array_agg(coalesce(j ->> 'id', j ->> 'key')))[1:20] INTO n, keys FROM (SELECT to_jsonb(r) j FROM new_rows r) x;
  END IF;
  IF n = 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    kind := 'UPDATE';
    -- The columns that changed, with their before and after when every row changed alike.
    WITH b AS (SELECT to_jsonb(o) j FROM old_rows o), a AS (SELECT to_jsonb(r) j FROM new_rows r),
    pairs AS (SELECT b.j bj, a.j aj FROM b JOIN a ON coalesce(b.j -> 'id', b.j -> 'key') = coalesce(a.j -> 'id', a.j -> 'key')),
    cols AS (
      SELECT k, count(DISTINCT p.bj -> k) nb, count(DISTINCT p.aj -> k) na, (array_agg(p.bj -> k))[1] fb, (array_agg(p.aj -> k))[1] fa
      FROM pairs p, jsonb_object_keys(p.aj) k
      WHERE activity_column_kept(k) AND (p.bj -> k) IS DISTINCT FROM (p.aj -> k)
      GROUP BY k
    )
    SELECT jsonb_object_agg(k, CASE WHEN nb = 1 AND na = 1 THEN jsonb_build_object('before', activity_value(fb), 'after', activity_value(fa)) ELSE '{}'::jsonb END) INTO diff FROM cols;
    -- Only bookkeeping changed (a sign-in's stamp, a touch): nothing a person did to the record.
    IF diff IS NULL THEN RETURN NULL; END IF;
    IF diff ? 'status' THEN kind := 'STATE_CHANGE'; END IF;
  ELSIF n = 1 THEN
    kind := CASE TG_OP WHEN 'INSERT' THEN 'CREATE' ELSE 'DELETE' END;
    -- The record's values as created, or as they were when deleted.
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_object_agg(e.key, jsonb_build_object('after', activity_value(e.value))) INTO diff
      FROM new_rows r, jsonb_each(to_jsonb(r)) e WHERE activity_column_kept(e.key) AND e.value <> 'null'::jsonb;
    ELSE
      SELECT jsonb_object_agg(e.key, jsonb_build_object('before', activity_value(e.value))) INTO diff
      FROM old_rows o, jsonb_each(to_jsonb(o)) e WHERE activity_column_kept(e.key) AND e.value <> 'null'::jsonb;
    END IF;
  ELSE
    kind := CASE TG_OP WHEN 'INSERT' THEN 'CREATE' ELSE 'DELETE' END;
  END IF;
  INSERT INTO activity_logs (user_id, role, logistics_service_provider_id, shipment_company_id, vendor_id, type_activity, entity, record_keys, record_count, changes, ip, request_id)
  VALUES (
    -- A user deleted by this very transaction is not referenced (the foreign key would refuse it).
    (SELECT u.id FROM users u WHERE u.id = (actor ->> 'user_id')::integer),
    actor ->> 'role', (actor ->> 'lsp_id')::integer, (actor ->> 'company_id')::integer, (actor ->> 'vendor_id')::integer,
    kind, TG_TABLE_NAME, keys, n, diff, left(actor ->> 'ip', 64), left(actor ->> 'request_id', 64));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON logistics_service_providers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON logistics_service_providers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON logistics_service_providers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON shipment_companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON shipment_companies REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON shipment_companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON vendors REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON vendors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON vendor_collaborations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON vendor_collaborations REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON vendor_collaborations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON permissions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON settings REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON location_groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON location_groups REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON location_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON pickup_dropoff_locations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON pickup_dropoff_locations REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON pickup_dropoff_locations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON vehicle_types REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON vehicle_types REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON vehicle_types REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON vehicle_features REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON vehicle_features REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON vehicle_features REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON license_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON license_categories REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON license_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON drivers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON drivers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON drivers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON driver_licenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON driver_licenses REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON driver_licenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON vehicle_details REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON vehicle_details REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON vehicle_details REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON geofences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON geofences REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON geofences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON points_of_interest REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON points_of_interest REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON points_of_interest REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON suborders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON suborders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON suborders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON shipments REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON shipment_vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON shipment_vendors REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON shipment_vendors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON shipment_vendor_vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON shipment_vendor_vehicles REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON shipment_vendor_vehicles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON tracks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON tracks REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON tracks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON weighbridge_tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON weighbridge_tickets REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON weighbridge_tickets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON invoices REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON invoice_fees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON invoice_fees REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON invoice_fees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON weighbridge_api_keys REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON weighbridge_api_keys REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON weighbridge_api_keys REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_insert AFTER INSERT ON geofence_alerts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_update AFTER UPDATE ON geofence_alerts REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_delete AFTER DELETE ON geofence_alerts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_of_statement();
