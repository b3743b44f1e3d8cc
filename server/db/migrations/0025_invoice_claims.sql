ALTER TABLE "shipment_companies" ADD COLUMN "loss_claim_price" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "invoice_details" ADD COLUMN "netto_pickup" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "invoice_details" ADD COLUMN "netto_dropoff" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "invoice_details" ADD COLUMN "allowed_loss" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "invoice_details" ADD COLUMN "claim" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "claim_price" numeric(16, 2);