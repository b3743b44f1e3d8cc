CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(191) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"address" text,
	"domain" varchar(253) NOT NULL,
	"logo" text,
	"primary_color" varchar(9) DEFAULT '#EF3434' NOT NULL,
	"secondary_color" varchar(9),
	"register_banner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(191) NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"stale_login" boolean DEFAULT false NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"address" text,
	"logo" text,
	"logistics_service_provider_id" integer,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"email" varchar(191) NOT NULL,
	"phone_country_code" varchar(4),
	"phone_number" varchar(15),
	"password_hash" text NOT NULL,
	"role" varchar(32) NOT NULL,
	"avatar" text,
	"national_identity" varchar(32),
	"logistics_service_provider_id" integer,
	"shipment_company_id" integer,
	"vendor_id" integer,
	"driver_id" integer,
	"permission_id" integer,
	"is_main_admin" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"password_updated_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"fcm_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_collaborations" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'PROPOSED' NOT NULL,
	"proposed_by" varchar(8) DEFAULT 'VENDOR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"address" text,
	"logo" text,
	"fms_email" varchar(191),
	"fms_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"license_category_id" integer NOT NULL,
	"license_number" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"national_identity" varchar(32) NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"name" varchar(191) NOT NULL,
	"type" varchar(32) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_m" double precision NOT NULL,
	"polygon" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_company_id" integer,
	"name" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_dropoff_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_company_id" integer NOT NULL,
	"group_id" integer,
	"name" varchar(191) NOT NULL,
	"identity" varchar(64) NOT NULL,
	"pic_location" varchar(191),
	"alias" varchar(191),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"start_operation_hour" varchar(5),
	"end_operation_hour" varchar(5),
	"type" varchar(16) NOT NULL,
	"address" text,
	"category" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_of_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"name" varchar(191) NOT NULL,
	"category" varchar(64),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_company_id" integer NOT NULL,
	"identity" varchar(64) NOT NULL,
	"name" varchar(191) NOT NULL,
	"alias" varchar(191),
	"product_type" varchar(64),
	"weight" numeric(14, 3),
	"volume" numeric(14, 3),
	"dimension_length" numeric(10, 2),
	"dimension_width" numeric(10, 2),
	"dimension_height" numeric(10, 2),
	"unit" varchar(32),
	"unit_type" varchar(32),
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"plate_number" varchar(32) NOT NULL,
	"driver_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_feature_links" (
	"vehicle_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "vehicle_feature_links_vehicle_id_feature_id_pk" PRIMARY KEY("vehicle_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer,
	"name" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"vehicle_type_id" integer,
	"name" varchar(191) NOT NULL,
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"max_volume" numeric(14, 3),
	"max_weight" numeric(14, 3),
	"photo" text,
	"source" varchar(8) DEFAULT 'MANUAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gps_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"track_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed" double precision,
	"heading" double precision
);
--> statement-breakpoint
CREATE TABLE "invoice_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"vehicle_detail_id" integer,
	"cost" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_odometer" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"invoice_detail_id" integer,
	"description" text NOT NULL,
	"cost" numeric(16, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(64) NOT NULL,
	"shipment_id" integer NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"shipment_company_id" integer,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"shipment_company_id" integer,
	"logistics_service_provider_id" integer NOT NULL,
	"note" text,
	"is_selected" integer DEFAULT 0 NOT NULL,
	"total_dimension_length" numeric(12, 2),
	"total_dimension_width" numeric(12, 2),
	"total_dimension_height" numeric(12, 2),
	"total_volume" numeric(14, 3),
	"total_weight" numeric(14, 3),
	"created_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_orders" (
	"shipment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "shipment_orders_shipment_id_order_id_pk" PRIMARY KEY("shipment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_vendor_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_vendor_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'REQUESTED' NOT NULL,
	"type" varchar(16) DEFAULT 'REGULAR' NOT NULL,
	"weight" numeric(14, 3),
	"ritase_identity" varchar(64),
	"note" text,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" varchar(64) NOT NULL,
	"logistics_service_provider_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'WAITING' NOT NULL,
	"ritase" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suborder_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"suborder_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suborders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"pickup_dropoff_location_point_id" integer NOT NULL,
	"estimation_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"shipment_vendor_id" integer,
	"order_id" integer,
	"vehicle_id" integer,
	"vehicle_detail_id" integer,
	"driver_id" integer,
	"status" varchar(16) DEFAULT 'ASSIGNED' NOT NULL,
	"source" varchar(8) DEFAULT 'MAPBOX' NOT NULL,
	"started_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weighbridge_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"track_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source" varchar(8) DEFAULT 'MANUAL' NOT NULL,
	"ticket_number" varchar(64) NOT NULL,
	"netto" numeric(14, 3),
	"dobi_quality" numeric(6, 2),
	"ffa_quality" numeric(6, 2),
	"water_quality" numeric(6, 2),
	"in_time" timestamp with time zone,
	"out_time" timestamp with time zone,
	"note" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type_activity" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(191) NOT NULL,
	"file" text,
	"status" varchar(16) DEFAULT 'READY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofence_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"geofence_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"logistics_service_provider_id" integer,
	"type" varchar(32) NOT NULL,
	"body" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(191) NOT NULL,
	"body" text NOT NULL,
	"tag" varchar(32),
	"shipment_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_companies" ADD CONSTRAINT "shipment_companies_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_shipment_company_id_shipment_companies_id_fk" FOREIGN KEY ("shipment_company_id") REFERENCES "public"."shipment_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_collaborations" ADD CONSTRAINT "vendor_collaborations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_collaborations" ADD CONSTRAINT "vendor_collaborations_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD CONSTRAINT "driver_licenses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD CONSTRAINT "driver_licenses_license_category_id_license_categories_id_fk" FOREIGN KEY ("license_category_id") REFERENCES "public"."license_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_groups" ADD CONSTRAINT "location_groups_shipment_company_id_shipment_companies_id_fk" FOREIGN KEY ("shipment_company_id") REFERENCES "public"."shipment_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_dropoff_locations" ADD CONSTRAINT "pickup_dropoff_locations_shipment_company_id_shipment_companies_id_fk" FOREIGN KEY ("shipment_company_id") REFERENCES "public"."shipment_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_dropoff_locations" ADD CONSTRAINT "pickup_dropoff_locations_group_id_location_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."location_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_of_interest" ADD CONSTRAINT "points_of_interest_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipment_company_id_shipment_companies_id_fk" FOREIGN KEY ("shipment_company_id") REFERENCES "public"."shipment_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_details" ADD CONSTRAINT "vehicle_details_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_details" ADD CONSTRAINT "vehicle_details_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_feature_links" ADD CONSTRAINT "vehicle_feature_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_feature_links" ADD CONSTRAINT "vehicle_feature_links_feature_id_vehicle_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."vehicle_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD CONSTRAINT "gps_positions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_details" ADD CONSTRAINT "invoice_details_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_details" ADD CONSTRAINT "invoice_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_details" ADD CONSTRAINT "invoice_details_vehicle_detail_id_vehicle_details_id_fk" FOREIGN KEY ("vehicle_detail_id") REFERENCES "public"."vehicle_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_fees" ADD CONSTRAINT "invoice_fees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_fees" ADD CONSTRAINT "invoice_fees_invoice_detail_id_invoice_details_id_fk" FOREIGN KEY ("invoice_detail_id") REFERENCES "public"."invoice_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shipment_company_id_shipment_companies_id_fk" FOREIGN KEY ("shipment_company_id") REFERENCES "public"."shipment_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_company_id_shipment_companies_id_fk" FOREIGN KEY ("shipment_company_id") REFERENCES "public"."shipment_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_vendor_vehicles" ADD CONSTRAINT "shipment_vendor_vehicles_shipment_vendor_id_shipment_vendors_id_fk" FOREIGN KEY ("shipment_vendor_id") REFERENCES "public"."shipment_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_vendor_vehicles" ADD CONSTRAINT "shipment_vendor_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_vendors" ADD CONSTRAINT "shipment_vendors_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_vendors" ADD CONSTRAINT "shipment_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_products" ADD CONSTRAINT "suborder_products_suborder_id_suborders_id_fk" FOREIGN KEY ("suborder_id") REFERENCES "public"."suborders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborder_products" ADD CONSTRAINT "suborder_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suborders" ADD CONSTRAINT "suborders_pickup_dropoff_location_point_id_pickup_dropoff_locations_id_fk" FOREIGN KEY ("pickup_dropoff_location_point_id") REFERENCES "public"."pickup_dropoff_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_shipment_vendor_id_shipment_vendors_id_fk" FOREIGN KEY ("shipment_vendor_id") REFERENCES "public"."shipment_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_vehicle_detail_id_vehicle_details_id_fk" FOREIGN KEY ("vehicle_detail_id") REFERENCES "public"."vehicle_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighbridge_tickets" ADD CONSTRAINT "weighbridge_tickets_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD CONSTRAINT "geofence_alerts_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_alerts" ADD CONSTRAINT "geofence_alerts_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_logistics_service_provider_id_logistics_service_providers_id_fk" FOREIGN KEY ("logistics_service_provider_id") REFERENCES "public"."logistics_service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lsp_domain_uq" ON "logistics_service_providers" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "lsp_name_trgm" ON "logistics_service_providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sc_lsp_idx" ON "shipment_companies" USING btree ("logistics_service_provider_id");--> statement-breakpoint
CREATE INDEX "sc_name_trgm" ON "shipment_companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_lsp_idx" ON "users" USING btree ("logistics_service_provider_id");--> statement-breakpoint
CREATE INDEX "users_sc_idx" ON "users" USING btree ("shipment_company_id");--> statement-breakpoint
CREATE INDEX "users_vendor_idx" ON "users" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collab_vendor_lsp_uq" ON "vendor_collaborations" USING btree ("vendor_id","logistics_service_provider_id");--> statement-breakpoint
CREATE INDEX "collab_lsp_idx" ON "vendor_collaborations" USING btree ("logistics_service_provider_id");--> statement-breakpoint
CREATE INDEX "vendor_name_trgm" ON "vendors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "driver_licenses_driver_idx" ON "driver_licenses" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "drivers_vendor_idx" ON "drivers" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_uq" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "geofences_lsp_idx" ON "geofences" USING btree ("logistics_service_provider_id");--> statement-breakpoint
CREATE INDEX "location_groups_sc_idx" ON "location_groups" USING btree ("shipment_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_sc_identity_uq" ON "pickup_dropoff_locations" USING btree ("shipment_company_id","identity");--> statement-breakpoint
CREATE INDEX "locations_group_idx" ON "pickup_dropoff_locations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "pickup_dropoff_locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "poi_lsp_idx" ON "points_of_interest" USING btree ("logistics_service_provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sc_identity_uq" ON "products" USING btree ("shipment_company_id","identity");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_details_vehicle_idx" ON "vehicle_details" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_details_driver_idx" ON "vehicle_details" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_details_plate_uq" ON "vehicle_details" USING btree ("plate_number");--> statement-breakpoint
CREATE INDEX "vfl_feature_idx" ON "vehicle_feature_links" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "vehicle_types_vendor_idx" ON "vehicle_types" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vehicles_vendor_idx" ON "vehicles" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vehicles_type_idx" ON "vehicles" USING btree ("vehicle_type_id");--> statement-breakpoint
CREATE INDEX "vehicles_name_trgm" ON "vehicles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gps_track_time_idx" ON "gps_positions" USING btree ("track_id","recorded_at");--> statement-breakpoint
CREATE INDEX "invoice_details_invoice_idx" ON "invoice_details" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_fees_invoice_idx" ON "invoice_fees" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_lsp_idx" ON "invoices" USING btree ("logistics_service_provider_id");--> statement-breakpoint
CREATE INDEX "invoices_shipment_idx" ON "invoices" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_lsp_status_idx" ON "orders" USING btree ("logistics_service_provider_id","status","identity");--> statement-breakpoint
CREATE INDEX "orders_sc_idx" ON "orders" USING btree ("shipment_company_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("logistics_service_provider_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_identity_trgm" ON "orders" USING gin ("identity" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_lsp_identity_uq" ON "orders" USING btree ("logistics_service_provider_id","identity");--> statement-breakpoint
CREATE INDEX "shipment_orders_order_idx" ON "shipment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "svv_sv_idx" ON "shipment_vendor_vehicles" USING btree ("shipment_vendor_id");--> statement-breakpoint
CREATE INDEX "shipment_vendors_shipment_idx" ON "shipment_vendors" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_vendors_vendor_status_idx" ON "shipment_vendors" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "shipments_lsp_status_idx" ON "shipments" USING btree ("logistics_service_provider_id","status");--> statement-breakpoint
CREATE INDEX "shipments_identity_trgm" ON "shipments" USING gin ("identity" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suborder_products_suborder_idx" ON "suborder_products" USING btree ("suborder_id");--> statement-breakpoint
CREATE INDEX "suborder_products_product_idx" ON "suborder_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "suborders_order_idx" ON "suborders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "suborders_location_idx" ON "suborders" USING btree ("pickup_dropoff_location_point_id");--> statement-breakpoint
CREATE INDEX "tracks_shipment_idx" ON "tracks" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "tracks_sv_idx" ON "tracks" USING btree ("shipment_vendor_id");--> statement-breakpoint
CREATE INDEX "tracks_vd_idx" ON "tracks" USING btree ("vehicle_detail_id");--> statement-breakpoint
CREATE INDEX "tracks_driver_idx" ON "tracks" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "tracks_order_idx" ON "tracks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wb_track_idx" ON "weighbridge_tickets" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "export_files_user_idx" ON "export_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "geofence_alerts_geofence_idx" ON "geofence_alerts" USING btree ("geofence_id");--> statement-breakpoint
CREATE INDEX "geofence_alerts_track_idx" ON "geofence_alerts" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "logs_type_created_idx" ON "logs" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");