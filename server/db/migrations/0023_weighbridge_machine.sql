CREATE TABLE "weighbridge_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_by" integer,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weighbridge_machine_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"api_key_id" integer,
	"kind" varchar(8) NOT NULL,
	"ticket_number" varchar(64) NOT NULL,
	"plate_number" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'UNMATCHED' NOT NULL,
	"problem" varchar(64),
	"payload" jsonb NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weighbridge_api_keys" ADD CONSTRAINT "weighbridge_api_keys_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighbridge_api_keys" ADD CONSTRAINT "weighbridge_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighbridge_machine_tickets" ADD CONSTRAINT "weighbridge_machine_tickets_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighbridge_machine_tickets" ADD CONSTRAINT "weighbridge_machine_tickets_api_key_id_weighbridge_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."weighbridge_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighbridge_machine_tickets" ADD CONSTRAINT "weighbridge_machine_tickets_ticket_id_weighbridge_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."weighbridge_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wb_api_keys_hash_uq" ON "weighbridge_api_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "wb_api_keys_lsp_idx" ON "weighbridge_api_keys" USING btree ("logistics_service_provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wb_machine_ticket_uq" ON "weighbridge_machine_tickets" USING btree ("logistics_service_provider_id","kind","ticket_number");--> statement-breakpoint
CREATE INDEX "wb_machine_status_idx" ON "weighbridge_machine_tickets" USING btree ("logistics_service_provider_id","status","id");