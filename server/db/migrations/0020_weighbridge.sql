ALTER TABLE "shipment_companies" ADD COLUMN "loss_tolerance_type" varchar(8);--> statement-breakpoint
ALTER TABLE "shipment_companies" ADD COLUMN "loss_tolerance_value" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "status" varchar(16) DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "driver_name" varchar(191);--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "truck_number" varchar(32);--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "sim_number" varchar(64);--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "vendor_name" varchar(191);--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD CONSTRAINT "weighbridge_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wb_track_kind_active_uq" ON "weighbridge_tickets" USING btree ("track_id","kind") WHERE status = 'ACTIVE';