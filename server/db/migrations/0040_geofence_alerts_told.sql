ALTER TABLE "geofence_alerts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- The alerts raised before were told when raised.
UPDATE "geofence_alerts" SET "notified_at" = "created_at";--> statement-breakpoint
CREATE INDEX "geofence_alerts_untold_idx" ON "geofence_alerts" USING btree ("id") WHERE notified_at is null;