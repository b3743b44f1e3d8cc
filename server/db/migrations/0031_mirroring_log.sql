CREATE TABLE "mirroring_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" varchar(8) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"counterpart" varchar(191) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"reason" varchar(200),
	"related" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payload" jsonb,
	"logistics_service_provider_id" integer,
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mirroring_logs_created_idx" ON "mirroring_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mirroring_logs_kind_created_idx" ON "mirroring_logs" USING btree ("kind","created_at");