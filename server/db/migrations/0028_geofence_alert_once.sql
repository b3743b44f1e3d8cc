-- One alert per stay (track, geofence, type, start): two API processes judging the same positions
-- raised it twice. Duplicates already stored keep their first row.
DELETE FROM "geofence_alerts" a USING "geofence_alerts" b WHERE a.track_id = b.track_id AND a.geofence_id = b.geofence_id AND a.type = b.type AND a.started_at = b.started_at AND a.id > b.id;--> statement-breakpoint
DROP INDEX "geofence_alerts_track_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "geofence_alerts_stay_unique" ON "geofence_alerts" USING btree ("track_id","geofence_id","type","started_at");
