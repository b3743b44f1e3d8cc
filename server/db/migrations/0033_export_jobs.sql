ALTER TABLE "export_files" DROP CONSTRAINT "export_files_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "export_files" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ALTER COLUMN "status" SET DEFAULT 'QUEUED';--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "logistics_service_provider_id" integer;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "kind" varchar(32) DEFAULT 'INCOMING_TRUCKS' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "rows" integer;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "error" varchar(191);--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_files_lsp_created_idx" ON "export_files" USING btree ("logistics_service_provider_id","created_at");