CREATE TABLE "invoice_number_counters" (
	"logistics_service_provider_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_counters_logistics_service_provider_id_year_pk" PRIMARY KEY("logistics_service_provider_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_reads" (
	"invoice_id" integer NOT NULL,
	"party" varchar(8) NOT NULL,
	"party_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_reads_invoice_id_party_party_id_pk" PRIMARY KEY("invoice_id","party","party_id")
);
--> statement-breakpoint
DROP INDEX "invoices_lsp_idx";--> statement-breakpoint
DROP INDEX "invoices_number_uq";--> statement-breakpoint
DROP INDEX "invoice_details_invoice_idx";--> statement-breakpoint
DROP INDEX "invoice_fees_invoice_idx";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_details" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "invoice_number_counters" ADD CONSTRAINT "invoice_number_counters_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reads" ADD CONSTRAINT "invoice_reads_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_details" ADD CONSTRAINT "invoice_details_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_details_vendor_idx" ON "invoice_details" USING btree ("vendor_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_lsp_created_idx" ON "invoices" USING btree ("logistics_service_provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_sc_idx" ON "invoices" USING btree ("shipment_company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_lsp_number_uq" ON "invoices" USING btree ("logistics_service_provider_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shipment_company_uq" ON "invoices" USING btree ("shipment_id","shipment_company_id");--> statement-breakpoint
CREATE INDEX "invoice_details_invoice_idx" ON "invoice_details" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_fees_invoice_idx" ON "invoice_fees" USING btree ("invoice_id","id");