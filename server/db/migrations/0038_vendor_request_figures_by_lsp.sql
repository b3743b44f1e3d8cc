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
ALTER TABLE "vendor_request_figures" ADD COLUMN "trucks" integer NOT NULL;--> statement-breakpoint
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
-- The freight is read again only when it may have changed (`freight`) or the request has no row
-- yet; a truck or ticket changes none of it (a CASE runs only the arm it takes).
CREATE OR REPLACE FUNCTION vendor_requests_asked(ids integer[], freight boolean)
RETURNS TABLE (id integer, logistics_service_provider_id integer, vendor_id integer, requested_at timestamptz, request_unit integer,
  pickup_location_ids integer[], dropoff_location_ids integer[], product_ids integer[], product_owner_ids integer[]) LANGUAGE sql STABLE AS $$
  SELECT p.id, s.logistics_service_provider_id, p.vendor_id, p.created_at,
    (coalesce((SELECT sum(q.quantity) FROM shipment_vendor_vehicles q WHERE q.shipment_vendor_id = p.id), 0)
      * greatest(1, (SELECT count(DISTINCT t.ritase) FROM tracks t WHERE t.shipment_vendor_id = p.id)))::integer,
    CASE WHEN freight OR k.shipment_vendor_id IS NULL THEN
      array(SELECT DISTINCT sub.pickup_dropoff_location_point_id FROM shipment_orders so JOIN suborders sub ON sub.order_id = so.order_id
        WHERE so.shipment_id = p.shipment_id AND sub.type = 'PICKUP' AND sub.pickup_dropoff_location_point_id IS NOT NULL ORDER BY 1)
      ELSE k.pickup_location_ids END,
    CASE WHEN freight OR k.shipment_vendor_id IS NULL THEN
      array(SELECT DISTINCT sub.pickup_dropoff_location_point_id FROM shipment_orders so JOIN suborders sub ON sub.order_id = so.order_id
        WHERE so.shipment_id = p.shipment_id AND sub.type = 'DROPOFF' AND sub.pickup_dropoff_location_point_id IS NOT NULL ORDER BY 1)
      ELSE k.dropoff_location_ids END,
    CASE WHEN freight OR k.shipment_vendor_id IS NULL THEN
      array(SELECT DISTINCT sp.product_id FROM shipment_orders so JOIN suborders sub ON sub.order_id = so.order_id JOIN suborder_products sp ON sp.suborder_id = sub.id
        WHERE so.shipment_id = p.shipment_id AND sp.product_id IS NOT NULL ORDER BY 1)
      ELSE k.product_ids END,
    CASE WHEN freight OR k.shipment_vendor_id IS NULL THEN
      array(SELECT DISTINCT o.shipment_company_id FROM shipment_orders so JOIN orders o ON o.id = so.order_id
        WHERE so.shipment_id = p.shipment_id AND o.shipment_company_id IS NOT NULL ORDER BY 1)
      ELSE k.product_owner_ids END
  FROM shipment_vendors p JOIN shipments s ON s.id = p.shipment_id
  LEFT JOIN vendor_request_figures k ON k.shipment_vendor_id = p.id
  WHERE p.id = ANY(ids)
$$;
--> statement-breakpoint
-- As 0037's one-argument refresh (dropped below), each row now with its request's columns: the
-- request's row written first with what it asked (vendor_requests_asked), then its per-state rows
-- from its trucks (copying the request's columns), then the request's truck columns summed from
-- them. `freight`: the shipment's freight may have changed.
CREATE OR REPLACE FUNCTION vendor_request_figures_refresh(ids integer[], freight boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM shipment_vendors WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO vendor_request_figures AS f (shipment_vendor_id, logistics_service_provider_id, vendor_id, requested_at, request_unit,
    pickup_location_ids, dropoff_location_ids, product_ids, product_owner_ids, trucks, accepted, came, auto_wb, trips, orders, pickup, dropoff)
  SELECT r.id, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids, 0, 0, 0, 0, 0, 0, 0, 0
  FROM vendor_requests_asked(ids, freight) r ORDER BY r.id
  ON CONFLICT (shipment_vendor_id) DO UPDATE SET logistics_service_provider_id = excluded.logistics_service_provider_id, vendor_id = excluded.vendor_id,
    requested_at = excluded.requested_at, request_unit = excluded.request_unit, pickup_location_ids = excluded.pickup_location_ids,
    dropoff_location_ids = excluded.dropoff_location_ids, product_ids = excluded.product_ids, product_owner_ids = excluded.product_owner_ids;
  -- Per state of the trucks: every truck in `trucks`, removed ones too; the rest only trucks not removed.
  DELETE FROM vendor_request_state_figures WHERE shipment_vendor_id = ANY(ids);
  INSERT INTO vendor_request_state_figures (shipment_vendor_id, status, logistics_service_provider_id, vendor_id, requested_at, request_unit,
    pickup_location_ids, dropoff_location_ids, product_ids, product_owner_ids, trucks, accepted, came, auto_wb, trips, orders, pickup, dropoff)
  SELECT k.shipment_vendor_id, k.status, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids, count(*),
    count(*) FILTER (WHERE k.counted),
    count(*) FILTER (WHERE k.counted AND k.loaded),
    count(*) FILTER (WHERE k.counted AND k.loaded AND k.by_machine),
    count(*) FILTER (WHERE k.counted AND k.finished),
    coalesce(sum(k.orders) FILTER (WHERE k.counted), 0),
    coalesce(sum(k.pickup) FILTER (WHERE k.counted AND k.finished), 0),
    coalesce(sum(k.dropoff) FILTER (WHERE k.counted AND k.finished), 0)
  FROM (
    SELECT t.shipment_vendor_id, t.status, t.status <> 'REMOVED' AS counted, lt.id IS NOT NULL AS loaded,
      lt.id IS NOT NULL AND dt.id IS NOT NULL AS finished, jsonb_array_length(lt.items) AS orders, lt.netto AS pickup, dt.netto AS dropoff,
      EXISTS (SELECT 1 FROM weighbridge_tickets a WHERE a.track_id = t.id AND a.kind = 'LOAD' AND a.source = 'AUTO') AS by_machine
    FROM tracks t
    LEFT JOIN weighbridge_tickets lt ON lt.track_id = t.id AND lt.kind = 'LOAD' AND lt.status = 'ACTIVE'
    LEFT JOIN weighbridge_tickets dt ON dt.track_id = t.id AND dt.kind = 'DELIVER' AND dt.status = 'ACTIVE'
    WHERE t.shipment_vendor_id = ANY(ids)
  ) k
  JOIN vendor_request_figures r ON r.shipment_vendor_id = k.shipment_vendor_id
  GROUP BY k.shipment_vendor_id, k.status, r.logistics_service_provider_id, r.vendor_id, r.requested_at, r.request_unit,
    r.pickup_location_ids, r.dropoff_location_ids, r.product_ids, r.product_owner_ids;
  -- The request's trucks: its states' rows summed (a REMOVED row adds only its `trucks`).
  UPDATE vendor_request_figures f SET (trucks, accepted, came, auto_wb, trips, orders, pickup, dropoff) = (
    SELECT coalesce(sum(x.trucks), 0), coalesce(sum(x.accepted), 0), coalesce(sum(x.came), 0), coalesce(sum(x.auto_wb), 0), coalesce(sum(x.trips), 0),
      coalesce(sum(x.orders), 0), coalesce(sum(x.pickup), 0), coalesce(sum(x.dropoff), 0)
    FROM vendor_request_state_figures x WHERE x.shipment_vendor_id = f.shipment_vendor_id)
  WHERE f.shipment_vendor_id = ANY(ids);
END $$;
--> statement-breakpoint
-- 0037's trigger functions again, on the refresh that keeps the freight: a truck, a ticket or a
-- vehicle asked changes none of it.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_tracks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT shipment_vendor_id FROM new_rows WHERE shipment_vendor_id IS NOT NULL), false);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vendor_request_figures_refresh(array(
      SELECT DISTINCT x FROM (
        SELECT n.shipment_vendor_id AS now_in, o.shipment_vendor_id AS was_in FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.status, n.ritase, n.shipment_vendor_id) IS DISTINCT FROM (o.status, o.ritase, o.shipment_vendor_id)
      ) c CROSS JOIN LATERAL unnest(array[c.now_in, c.was_in]) x WHERE x IS NOT NULL), false);
  ELSE
    PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT shipment_vendor_id FROM old_rows WHERE shipment_vendor_id IS NOT NULL), false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_of_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  -- An update touches the trucks of its rows before and after (a ticket moved to another truck).
  IF TG_OP <> 'DELETE' THEN touched := touched || array(SELECT track_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || array(SELECT track_id FROM old_rows); END IF;
  PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT t.shipment_vendor_id FROM tracks t WHERE t.id = ANY(touched) AND t.shipment_vendor_id IS NOT NULL), false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_of_vehicles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN touched := touched || array(SELECT shipment_vendor_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || array(SELECT shipment_vendor_id FROM old_rows); END IF;
  PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT x FROM unnest(touched) x), false);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION vendor_request_figures_refresh(integer[]);
--> statement-breakpoint
-- A request made (every request has its row from the start, trucks or not), or moved to another
-- vendor, shipment or time.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vendor_request_figures_refresh(array(SELECT id FROM new_rows), true);
  ELSE
    PERFORM vendor_request_figures_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.vendor_id, n.shipment_id, n.created_at) IS DISTINCT FROM (o.vendor_id, o.shipment_id, o.created_at)), true);
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
    SELECT DISTINCT p.id FROM shipment_orders so JOIN shipment_vendors p ON p.shipment_id = so.shipment_id WHERE so.order_id = ANY(order_ids)), true);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_of_shipment_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN touched := touched || array(SELECT shipment_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || array(SELECT shipment_id FROM old_rows); END IF;
  PERFORM vendor_request_figures_refresh(array(SELECT p.id FROM shipment_vendors p WHERE p.shipment_id = ANY(touched)), true);
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
SELECT vendor_request_figures_refresh(array(SELECT id FROM shipment_vendors), true);
