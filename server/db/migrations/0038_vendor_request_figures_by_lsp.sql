-- Derived rows, computed again at the end (vendor_request_figures_refresh): emptied first so that
-- the request's columns can be added NOT NULL.
TRUNCATE "vendor_request_figures", "vendor_request_state_figures";--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "logistics_service_provider_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "vendor_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "requested_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "pickup_location_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "dropoff_location_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "product_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD COLUMN "product_owner_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "logistics_service_provider_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "vendor_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "requested_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "request_unit" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "pickup_location_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "dropoff_location_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "product_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD COLUMN "product_owner_ids" integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_request_figures_lsp_idx" ON "vendor_request_figures" USING btree ("logistics_service_provider_id","requested_at");--> statement-breakpoint
CREATE INDEX "vendor_request_figures_requested_idx" ON "vendor_request_figures" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "vendor_request_state_figures_lsp_idx" ON "vendor_request_state_figures" USING btree ("logistics_service_provider_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "vendor_request_state_figures_requested_idx" ON "vendor_request_state_figures" USING btree ("status","requested_at");
--> statement-breakpoint
-- What the figures' rows copy of each request: whose (its shipment's LSP), whom it asked, when, the
-- units asked (the vehicles' quantities times its trips, at least one), and the freight of its
-- shipment's orders: their pickups, drop-offs, products and owners, each sorted, without repeats.
CREATE OR REPLACE FUNCTION vendor_requests_asked(ids integer[])
RETURNS TABLE (id integer, logistics_service_provider_id integer, vendor_id integer, requested_at timestamptz, request_unit integer,
  pickup_location_ids integer[], dropoff_location_ids integer[], product_ids integer[], product_owner_ids integer[]) LANGUAGE sql STABLE AS $$
  SELECT p.id, s.logistics_service_provider_id, p.vendor_id, p.created_at,
    (coalesce((SELECT sum(q.quantity) FROM shipment_vendor_vehicles q WHERE q.shipment_vendor_id = p.id), 0)
      * greatest(1, (SELECT count(DISTINCT t.ritase) FROM tracks t WHERE t.shipment_vendor_id = p.id)))::integer,
    array(SELECT DISTINCT sub.pickup_dropoff_location_point_id FROM shipment_orders so JOIN suborders sub ON sub.order_id = so.order_id
      WHERE so.shipment_id = p.shipment_id AND sub.type = 'PICKUP' AND sub.pickup_dropoff_location_point_id IS NOT NULL ORDER BY 1),
    array(SELECT DISTINCT sub.pickup_dropoff_location_point_id FROM shipment_orders so JOIN suborders sub ON sub.order_id = so.order_id
      WHERE so.shipment_id = p.shipment_id AND sub.type = 'DROPOFF' AND sub.pickup_dropoff_location_point_id IS NOT NULL ORDER BY 1),
    array(SELECT DISTINCT sp.product_id FROM shipment_orders so JOIN suborders sub ON sub.order_id = so.order_id JOIN suborder_products sp ON sp.suborder_id = sub.id
      WHERE so.shipment_id = p.shipment_id AND sp.product_id IS NOT NULL ORDER BY 1),
    array(SELECT DISTINCT o.shipment_company_id FROM shipment_orders so JOIN orders o ON o.id = so.order_id
      WHERE so.shipment_id = p.shipment_id AND o.shipment_company_id IS NOT NULL ORDER BY 1)
  FROM shipment_vendors p JOIN shipments s ON s.id = p.shipment_id
  WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
-- As in 0037, each row now with its request's columns (vendor_requests_asked).
CREATE OR REPLACE FUNCTION vendor_request_figures_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM shipment_vendors WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM vendor_request_state_figures WHERE shipment_vendor_id = ANY(ids);
  DELETE FROM vendor_request_figures WHERE shipment_vendor_id = ANY(ids);
  -- Per state of the trucks: every truck in `trucks`, removed ones too; the rest only trucks not removed.
  INSERT INTO vendor_request_state_figures (shipment_vendor_id, status, logistics_service_provider_id, vendor_id, requested_at, request_unit,
    pickup_location_ids, dropoff_location_ids, product_ids, product_owner_ids, trucks, accepted, came, auto_wb, trips, orders, pickup, dropoff)
  SELECT k.shipment_vendor_id, k.status, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids, count(*),
    count(*) FILTER (WHERE counted),
    count(*) FILTER (WHERE counted AND loaded),
    count(*) FILTER (WHERE counted AND loaded AND by_machine),
    count(*) FILTER (WHERE counted AND finished),
    coalesce(sum(orders) FILTER (WHERE counted), 0),
    coalesce(sum(pickup) FILTER (WHERE counted AND finished), 0),
    coalesce(sum(dropoff) FILTER (WHERE counted AND finished), 0)
  FROM (
    SELECT t.shipment_vendor_id, t.status, t.status <> 'REMOVED' AS counted, lt.id IS NOT NULL AS loaded,
      lt.id IS NOT NULL AND dt.id IS NOT NULL AS finished, jsonb_array_length(lt.items) AS orders, lt.netto AS pickup, dt.netto AS dropoff,
      EXISTS (SELECT 1 FROM weighbridge_tickets a WHERE a.track_id = t.id AND a.kind = 'LOAD' AND a.source = 'AUTO') AS by_machine
    FROM tracks t
    LEFT JOIN weighbridge_tickets lt ON lt.track_id = t.id AND lt.kind = 'LOAD' AND lt.status = 'ACTIVE'
    LEFT JOIN weighbridge_tickets dt ON dt.track_id = t.id AND dt.kind = 'DELIVER' AND dt.status = 'ACTIVE'
    WHERE t.shipment_vendor_id = ANY(ids)
  ) k
  JOIN vendor_requests_asked(ids) r ON r.id = k.shipment_vendor_id
  GROUP BY k.shipment_vendor_id, k.status, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids;
  -- The request's row: what it asked, and its states' rows summed (a REMOVED row adds zeros).
  INSERT INTO vendor_request_figures (shipment_vendor_id, logistics_service_provider_id, vendor_id, requested_at, request_unit,
    pickup_location_ids, dropoff_location_ids, product_ids, product_owner_ids, accepted, came, auto_wb, trips, orders, pickup, dropoff)
  SELECT r.id, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids,
    coalesce(sum(x.accepted), 0), coalesce(sum(x.came), 0), coalesce(sum(x.auto_wb), 0), coalesce(sum(x.trips), 0),
    coalesce(sum(x.orders), 0), coalesce(sum(x.pickup), 0), coalesce(sum(x.dropoff), 0)
  FROM vendor_requests_asked(ids) r
  LEFT JOIN vendor_request_state_figures x ON x.shipment_vendor_id = r.id
  GROUP BY r.id, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids;
END $$;
--> statement-breakpoint
-- A request made (every request has its row from the start, trucks or not), or moved to another
-- vendor, shipment or time.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vendor_request_figures_refresh(array(SELECT id FROM new_rows));
  ELSE
    PERFORM vendor_request_figures_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.vendor_id, n.shipment_id, n.created_at) IS DISTINCT FROM (o.vendor_id, o.shipment_id, o.created_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vendor_request_figures_insert AFTER INSERT ON shipment_vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_request_figures_of_requests();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vendor_request_figures_update AFTER UPDATE ON shipment_vendors REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_request_figures_of_requests();
--> statement-breakpoint
-- The freight of a shipment changed (an order added to it or taken off, an order's stops, products
-- or owner): the requests of the shipments carrying those orders.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_order_ids(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT vendor_request_figures_refresh(array(
    SELECT DISTINCT p.id FROM shipment_orders so JOIN shipment_vendors p ON p.shipment_id = so.shipment_id WHERE so.order_id = ANY(order_ids)));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_of_shipment_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN touched := touched || array(SELECT shipment_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || array(SELECT shipment_id FROM old_rows); END IF;
  PERFORM vendor_request_figures_refresh(array(SELECT p.id FROM shipment_vendors p WHERE p.shipment_id = ANY(touched)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_of_suborders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    touched := array(SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL unnest(array[n.order_id, o.order_id]) x
      WHERE (n.order_id, n.type, n.pickup_dropoff_location_point_id) IS DISTINCT FROM (o.order_id, o.type, o.pickup_dropoff_location_point_id));
  ELSIF TG_OP = 'INSERT' THEN touched := array(SELECT order_id FROM new_rows);
  ELSE touched := array(SELECT order_id FROM old_rows);
  END IF;
  PERFORM vendor_request_figures_of_order_ids(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_of_suborder_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    touched := array(SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL unnest(array[n.suborder_id, o.suborder_id]) x
      WHERE (n.suborder_id, n.product_id) IS DISTINCT FROM (o.suborder_id, o.product_id));
  ELSIF TG_OP = 'INSERT' THEN touched := array(SELECT suborder_id FROM new_rows);
  ELSE touched := array(SELECT suborder_id FROM old_rows);
  END IF;
  -- A suborder deleted with its products (cascade) is gone: its order is refreshed by the suborder's trigger.
  PERFORM vendor_request_figures_of_order_ids(array(SELECT sub.order_id FROM suborders sub WHERE sub.id = ANY(touched)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders: only their owner counts (their stops and products are the suborders').
CREATE OR REPLACE FUNCTION vendor_request_figures_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vendor_request_figures_of_order_ids(array(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.shipment_company_id IS DISTINCT FROM o.shipment_company_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES ('shipment_orders', 'vendor_request_figures_of_shipment_orders'), ('suborders', 'vendor_request_figures_of_suborders'),
    ('suborder_products', 'vendor_request_figures_of_suborder_products')) AS v (tbl, fn)
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER vendor_request_figures_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl, r.fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER vendor_request_figures_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl, r.fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER vendor_request_figures_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl, r.fn);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER vendor_request_figures_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_request_figures_of_orders();
--> statement-breakpoint
-- Every request made before this migration.
SELECT vendor_request_figures_refresh(array(SELECT id FROM shipment_vendors));
