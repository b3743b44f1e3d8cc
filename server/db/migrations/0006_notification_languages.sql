ALTER TABLE "notifications" ADD COLUMN "title_en" varchar(191);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_id" varchar(191);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_id" text;--> statement-breakpoint
-- Data: a stored notification's language was not recorded, so its text is kept as it is for both languages.
UPDATE "notifications" SET "title_en" = "title", "title_id" = "title", "body_en" = "body", "body_id" = "body";--> statement-breakpoint
-- The earlier demo seed wrote its four notifications in Indonesian only: they get their English text (contract/messages.ts).
UPDATE "notifications" SET "title_en" = 'Load weight received', "body_en" = '<p>WB ticket <b>TK-24011</b> for <b>BM 8123 TU</b> at PKS Kandis: net 29,870 kg.</p>' WHERE "title" = 'Berat muat diterima' AND "body" = '<p>Tiket WB <b>TK-24011</b> untuk <b>BM 8123 TU</b> di PKS Kandis: netto 29.870 kg.</p>';--> statement-breakpoint
UPDATE "notifications" SET "title_en" = 'Vendor accepted the shipment', "body_en" = '<p>CV Trans Andalas accepted <b>SHP-2026-0002</b> with 2 trucks.</p>' WHERE "title" = 'Vendor menerima pengiriman' AND "body" = '<p>CV Trans Andalas menerima <b>SHP-2026-0002</b> dengan 2 truk.</p>';--> statement-breakpoint
UPDATE "notifications" SET "title_en" = 'Unload weight received', "body_en" = '<p>WB ticket <b>RF-55102</b> at Refinery Dumai: net 29,790 kg (loss 0.27%).</p>' WHERE "title" = 'Berat bongkar diterima' AND "body" = '<p>Tiket WB <b>RF-55102</b> di Refinery Dumai: netto 29.790 kg (susut 0,27%).</p>';--> statement-breakpoint
UPDATE "notifications" SET "title_en" = 'New shipment request', "body_en" = '<p>PT Nusantara Logistik asks for 2 tanker trucks for <b>SHP-2026-0001</b>.</p>' WHERE "title" = 'Permintaan pengiriman baru' AND "body" = '<p>PT Nusantara Logistik meminta 2 truk tangki untuk <b>SHP-2026-0001</b>.</p>';--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body";
