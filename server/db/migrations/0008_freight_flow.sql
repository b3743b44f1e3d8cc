CREATE TABLE "shipment_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"shipment_vendor_id" integer,
	"vendor_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"user_id" integer,
	"action" varchar(32) NOT NULL,
	"reason" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_vendors" ADD COLUMN "ritase" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_vendors" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "suborders" ADD COLUMN "order_number" varchar(64);--> statement-breakpoint
ALTER TABLE "suborders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "suborders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "ritase" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "tracks" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "suborders" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "shipment_histories" ADD CONSTRAINT "shipment_histories_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_histories" ADD CONSTRAINT "shipment_histories_shipment_vendor_id_shipment_vendors_id_fk" FOREIGN KEY ("shipment_vendor_id") REFERENCES "public"."shipment_vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_histories" ADD CONSTRAINT "shipment_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_histories_shipment_idx" ON "shipment_histories" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_histories_sv_idx" ON "shipment_histories" USING btree ("shipment_vendor_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data: one line per vehicle model in a vendor part (the unique index below): lines of the same model are summed into the first.
UPDATE "shipment_vendor_vehicles" AS keep SET "quantity" = t.total FROM (SELECT min("id") AS id, sum("quantity") AS total FROM "shipment_vendor_vehicles" GROUP BY "shipment_vendor_id", "vehicle_id" HAVING count(*) > 1) AS t WHERE keep."id" = t.id;--> statement-breakpoint
DELETE FROM "shipment_vendor_vehicles" AS d USING "shipment_vendor_vehicles" AS k WHERE d."shipment_vendor_id" = k."shipment_vendor_id" AND d."vehicle_id" = k."vehicle_id" AND d."id" > k."id";--> statement-breakpoint
CREATE UNIQUE INDEX "svv_sv_vehicle_uq" ON "shipment_vendor_vehicles" USING btree ("shipment_vendor_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "svv_vehicle_idx" ON "shipment_vendor_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "shipment_vendors_vendor_created_idx" ON "shipment_vendors" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_lsp_created_idx" ON "shipments" USING btree ("logistics_service_provider_id","created_at");--> statement-breakpoint
-- Data: a shipment identity is unique within its LSP; a repeated one keeps its text with its id appended.
UPDATE "shipments" AS s SET "identity" = left(s."identity", 52) || '-' || s."id" WHERE EXISTS (SELECT 1 FROM "shipments" o WHERE o."logistics_service_provider_id" = s."logistics_service_provider_id" AND o."identity" = s."identity" AND o."id" < s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_lsp_identity_uq" ON "shipments" USING btree ("logistics_service_provider_id","identity");--> statement-breakpoint
-- Data: a track holds its truck only while its own status is active (docs/states.md), so tracks of closed shipments
-- and parts are closed: delivered ones FINISHED, cancelled or rejected ones REMOVED.
UPDATE "tracks" AS t SET "status" = 'FINISHED', "finished_at" = coalesce(t."finished_at", now()) FROM "shipments" s WHERE s."id" = t."shipment_id" AND s."status" = 'DELIVERED' AND t."status" IN ('ASSIGNED', 'ON_THE_WAY');--> statement-breakpoint
UPDATE "tracks" AS t SET "status" = 'REMOVED' FROM "shipments" s WHERE s."id" = t."shipment_id" AND s."status" = 'CANCELLED' AND t."status" IN ('ASSIGNED', 'ON_THE_WAY');--> statement-breakpoint
UPDATE "tracks" AS t SET "status" = 'REMOVED' FROM "shipment_vendors" sv WHERE sv."id" = t."shipment_vendor_id" AND sv."status" IN ('CANCELLED', 'REJECTED') AND t."status" IN ('ASSIGNED', 'ON_THE_WAY');--> statement-breakpoint
-- Data: a plate or a driver on several active tracks (possible before this migration) stays on the newest; the older
-- trips are FINISHED (a truck drives one trip at a time). Nothing is deleted.
UPDATE "tracks" AS t SET "status" = 'FINISHED', "finished_at" = coalesce(t."finished_at", now()) WHERE t."status" IN ('ASSIGNED', 'ON_THE_WAY') AND EXISTS (SELECT 1 FROM "tracks" n WHERE n."status" IN ('ASSIGNED', 'ON_THE_WAY') AND n."id" > t."id" AND (n."vehicle_detail_id" = t."vehicle_detail_id" OR n."driver_id" = t."driver_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_active_plate_uq" ON "tracks" USING btree ("vehicle_detail_id") WHERE status in ('ASSIGNED', 'ON_THE_WAY');--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_active_driver_uq" ON "tracks" USING btree ("driver_id") WHERE status in ('ASSIGNED', 'ON_THE_WAY');--> statement-breakpoint
-- The new table's writes move list totals like every other business table's (migration 0005).
CREATE TRIGGER note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipment_histories" FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
