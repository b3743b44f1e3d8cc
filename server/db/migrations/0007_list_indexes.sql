DROP INDEX "users_lsp_idx";--> statement-breakpoint
DROP INDEX "orders_lsp_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_lsp_status_created_idx";--> statement-breakpoint
CREATE INDEX "users_lsp_role_name_idx" ON "users" USING btree ("logistics_service_provider_id","role","name","id");--> statement-breakpoint
CREATE INDEX "users_lsp_role_created_idx" ON "users" USING btree ("logistics_service_provider_id","role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_lsp_role_email_idx" ON "users" USING btree ("logistics_service_provider_id","role","email","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_lsp_identity_idx" ON "orders" USING btree ("logistics_service_provider_id","identity","id");--> statement-breakpoint
CREATE INDEX "orders_lsp_status_idx" ON "orders" USING btree ("logistics_service_provider_id","status","identity","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("logistics_service_provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_lsp_status_created_idx" ON "orders" USING btree ("logistics_service_provider_id","status","created_at","id");