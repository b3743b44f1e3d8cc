-- Data made before these indexes may hold duplicates (two requests racing). Catalogue rows are
-- merged into the oldest of their name (references moved first, nothing lost); drivers sharing a
-- NIK cannot be merged safely, so the migration stops and names them for a person to fix.
DO $$
DECLARE dup text;
BEGIN
  SELECT string_agg(national_identity, ', ') INTO dup FROM (SELECT national_identity FROM drivers GROUP BY national_identity HAVING count(*) > 1) d;
  IF dup IS NOT NULL THEN
    RAISE EXCEPTION 'drivers share a national identity (NIK): %. Give each driver its own NIK, then start again.', dup;
  END IF;
END $$;--> statement-breakpoint
CREATE TEMP TABLE feature_merge ON COMMIT DROP AS SELECT id, min(id) OVER (PARTITION BY lower(name)) AS keep FROM vehicle_features;--> statement-breakpoint
DELETE FROM vehicle_feature_links l USING feature_merge m WHERE l.feature_id = m.id AND m.id <> m.keep AND EXISTS (SELECT 1 FROM vehicle_feature_links k WHERE k.vehicle_id = l.vehicle_id AND k.feature_id = m.keep);--> statement-breakpoint
UPDATE vehicle_feature_links l SET feature_id = m.keep FROM feature_merge m WHERE l.feature_id = m.id AND m.id <> m.keep;--> statement-breakpoint
DELETE FROM vehicle_features f USING feature_merge m WHERE f.id = m.id AND m.id <> m.keep;--> statement-breakpoint
CREATE TEMP TABLE type_merge ON COMMIT DROP AS SELECT id, min(id) OVER (PARTITION BY coalesce(vendor_id, 0), lower(name)) AS keep FROM vehicle_types;--> statement-breakpoint
UPDATE vehicles v SET vehicle_type_id = m.keep FROM type_merge m WHERE v.vehicle_type_id = m.id AND m.id <> m.keep;--> statement-breakpoint
DELETE FROM vehicle_types t USING type_merge m WHERE t.id = m.id AND m.id <> m.keep;--> statement-breakpoint
CREATE TEMP TABLE group_merge ON COMMIT DROP AS SELECT id, min(id) OVER (PARTITION BY shipment_company_id, lower(name)) AS keep FROM location_groups;--> statement-breakpoint
UPDATE pickup_dropoff_locations l SET group_id = m.keep FROM group_merge m WHERE l.group_id = m.id AND m.id <> m.keep;--> statement-breakpoint
DELETE FROM location_groups g USING group_merge m WHERE g.id = m.id AND m.id <> m.keep;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_national_identity_uq" ON "drivers" USING btree ("national_identity");--> statement-breakpoint
CREATE UNIQUE INDEX "location_groups_sc_name_uq" ON "location_groups" USING btree ("shipment_company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_features_name_uq" ON "vehicle_features" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_vendor_name_uq" ON "vehicle_types" USING btree (coalesce("vendor_id", 0),lower("name"));