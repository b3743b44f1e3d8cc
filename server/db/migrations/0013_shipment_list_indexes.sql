DROP INDEX "shipments_lsp_status_idx";--> statement-breakpoint
DROP INDEX "shipments_lsp_created_idx";--> statement-breakpoint
CREATE INDEX "shipments_lsp_status_created_idx" ON "shipments" USING btree ("logistics_service_provider_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_lsp_updated_idx" ON "shipments" USING btree ("logistics_service_provider_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "shipments_lsp_created_idx" ON "shipments" USING btree ("logistics_service_provider_id","created_at","id");