CREATE TABLE "geofence_presence" (
	"track_id" integer NOT NULL,
	"geofence_id" integer NOT NULL,
	"inside_since" timestamp with time zone,
	"outside_since" timestamp with time zone,
	"still_since" timestamp with time zone,
	"still_lat" double precision,
	"still_lon" double precision,
	"last_seen_at" timestamp with time zone NOT NULL,
	"entered" boolean DEFAULT false NOT NULL,
	"mafia_raised" boolean DEFAULT false NOT NULL,
	CONSTRAINT "geofence_presence_track_id_geofence_id_pk" PRIMARY KEY("track_id","geofence_id")
);
--> statement-breakpoint
ALTER TABLE "geofences" ADD COLUMN "shape" varchar(16) DEFAULT 'CIRCLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "geofences" ADD COLUMN "dwell_seconds" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "geofences" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "geofences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Nothing wrote geofence_alerts before this migration; a stray row would block the NOT NULL column.
DELETE FROM "geofence_alerts";--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "logistics_service_provider_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "plate_number" varchar(32);--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "driver_name" varchar(191);--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "status" varchar(16) DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "acknowledged_by" integer;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "geofence_presence" ADD CONSTRAINT "geofence_presence_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_presence" ADD CONSTRAINT "geofence_presence_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofence_presence_geofence_idx" ON "geofence_presence" USING btree ("geofence_id");--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD CONSTRAINT "geofence_alerts_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD CONSTRAINT "geofence_alerts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD CONSTRAINT "geofence_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD CONSTRAINT "geofence_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofence_alerts_lsp_created_idx" ON "geofence_alerts" USING btree ("logistics_service_provider_id","created_at");