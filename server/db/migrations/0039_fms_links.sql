CREATE TABLE "fms_links" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"state" varchar(16) DEFAULT 'PULLING' NOT NULL,
	"cursor" varchar(191),
	"lease_until" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_pulled_at" timestamp with time zone,
	"last_position_at" timestamp with time zone,
	"positions_stored" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fms_links" ADD CONSTRAINT "fms_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fms_links_lease_idx" ON "fms_links" USING btree ("lease_until");