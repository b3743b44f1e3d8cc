-- The LSP of each history entry, copied from its shipment (backfilled here, written at every insert
-- by server/lib/freight/events.ts): the LSP's history list walks (lsp, created_at, id).
-- drizzle-kit also proposed re-creating the order and user indexes of 0007 (the 0008 snapshot had
-- missed them); they exist already, so only the snapshot carries that correction.
ALTER TABLE "shipment_histories" ADD COLUMN "logistics_service_provider_id" integer;--> statement-breakpoint
UPDATE "shipment_histories" h SET "logistics_service_provider_id" = s."logistics_service_provider_id" FROM "shipments" s WHERE s."id" = h."shipment_id";--> statement-breakpoint
ALTER TABLE "shipment_histories" ALTER COLUMN "logistics_service_provider_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_histories" ADD CONSTRAINT "shipment_histories_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_histories_lsp_created_idx" ON "shipment_histories" USING btree ("logistics_service_provider_id","created_at","id");
