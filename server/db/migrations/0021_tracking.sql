CREATE TABLE "gps_unknown_devices" (
	"device_id" varchar(64) PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"reports" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_live" (
	"track_id" integer PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed" double precision,
	"heading" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_details" ADD COLUMN "gps_device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "gps_positions" ADD COLUMN "altitude" double precision;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD COLUMN "battery" double precision;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD COLUMN "absurd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "track_live" ADD CONSTRAINT "track_live_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gps_unknown_last_idx" ON "gps_unknown_devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_details_gps_device_uq" ON "vehicle_details" USING btree ("gps_device_id");