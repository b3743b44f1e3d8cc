CREATE TABLE "vendor_request_figures" (
	"shipment_vendor_id" integer PRIMARY KEY NOT NULL,
	"request_unit" integer NOT NULL,
	"accepted" integer NOT NULL,
	"came" integer NOT NULL,
	"auto_wb" integer NOT NULL,
	"trips" integer NOT NULL,
	"orders" integer NOT NULL,
	"pickup" numeric(14, 3) NOT NULL,
	"dropoff" numeric(14, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_request_state_figures" (
	"shipment_vendor_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"trucks" integer NOT NULL,
	"accepted" integer NOT NULL,
	"came" integer NOT NULL,
	"auto_wb" integer NOT NULL,
	"trips" integer NOT NULL,
	"orders" integer NOT NULL,
	"pickup" numeric(14, 3) NOT NULL,
	"dropoff" numeric(14, 3) NOT NULL,
	CONSTRAINT "vendor_request_state_figures_shipment_vendor_id_status_pk" PRIMARY KEY("shipment_vendor_id","status")
);
--> statement-breakpoint
ALTER TABLE "vendor_request_figures" ADD CONSTRAINT "vendor_request_figures_shipment_vendor_id_shipment_vendors_id_fk" FOREIGN KEY ("shipment_vendor_id") REFERENCES "public"."shipment_vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vendor_request_state_figures" ADD CONSTRAINT "vendor_request_state_figures_shipment_vendor_id_shipment_vendors_id_fk" FOREIGN KEY ("shipment_vendor_id") REFERENCES "public"."shipment_vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The figures of some vendor requests computed again from their trucks (docs/performance.md
-- "Figures kept per request"): the same sums as server/lib/performance/vendors.ts figuresCte's live
-- query (tests/server/performance.test.ts compares them). The requests are locked first, in
-- id order, so that two transactions changing the same request's trucks refresh one after the
-- other, the second reading what the first committed (each statement here sees the latest commits).
CREATE OR REPLACE FUNCTION vendor_request_figures_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM shipment_vendors WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  -- Per state of the trucks: every truck in `trucks`, removed ones too; the rest only trucks not removed.
  DELETE FROM vendor_request_state_figures WHERE shipment_vendor_id = ANY(ids);
  INSERT INTO vendor_request_state_figures (shipment_vendor_id, status, trucks, accepted, came, auto_wb, trips, orders, pickup, dropoff)
  SELECT shipment_vendor_id, status, count(*),
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
  GROUP BY shipment_vendor_id, status;
  -- The request's row: what it asked, and its states' rows summed (a REMOVED row adds zeros).
  DELETE FROM vendor_request_figures WHERE shipment_vendor_id = ANY(ids);
  INSERT INTO vendor_request_figures (shipment_vendor_id, request_unit, accepted, came, auto_wb, trips, orders, pickup, dropoff)
  SELECT p.id,
    coalesce((SELECT sum(q.quantity) FROM shipment_vendor_vehicles q WHERE q.shipment_vendor_id = p.id), 0)
      * greatest(1, (SELECT count(DISTINCT t.ritase) FROM tracks t WHERE t.shipment_vendor_id = p.id)),
    coalesce(sum(x.accepted), 0), coalesce(sum(x.came), 0), coalesce(sum(x.auto_wb), 0), coalesce(sum(x.trips), 0),
    coalesce(sum(x.orders), 0), coalesce(sum(x.pickup), 0), coalesce(sum(x.dropoff), 0)
  FROM shipment_vendors p
  LEFT JOIN vendor_request_state_figures x ON x.shipment_vendor_id = p.id
  WHERE p.id = ANY(ids)
  GROUP BY p.id;
END $$;
--> statement-breakpoint
-- Trucks: added, removed, moved to another request or trip; nothing else of a track counts.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_tracks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT shipment_vendor_id FROM new_rows WHERE shipment_vendor_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vendor_request_figures_refresh(array(
      SELECT DISTINCT x FROM (
        SELECT n.shipment_vendor_id AS now_in, o.shipment_vendor_id AS was_in FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.status, n.ritase, n.shipment_vendor_id) IS DISTINCT FROM (o.status, o.ritase, o.shipment_vendor_id)
      ) c CROSS JOIN LATERAL unnest(array[c.now_in, c.was_in]) x WHERE x IS NOT NULL));
  ELSE
    PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT shipment_vendor_id FROM old_rows WHERE shipment_vendor_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tickets: any change of a ticket may change its truck's weights, orders or machine weighing.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  -- An update touches the trucks of its rows before and after (a ticket moved to another truck).
  IF TG_OP <> 'DELETE' THEN touched := touched || array(SELECT track_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || array(SELECT track_id FROM old_rows); END IF;
  PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT t.shipment_vendor_id FROM tracks t WHERE t.id = ANY(touched) AND t.shipment_vendor_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The vehicles asked: their quantities are the units asked.
CREATE OR REPLACE FUNCTION vendor_request_figures_of_vehicles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN touched := touched || array(SELECT shipment_vendor_id FROM new_rows); END IF;
  IF TG_OP <> 'INSERT' THEN touched := touched || array(SELECT shipment_vendor_id FROM old_rows); END IF;
  PERFORM vendor_request_figures_refresh(array(SELECT DISTINCT x FROM unnest(touched) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each table's three statement triggers (after insert, update, delete), calling its function above.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (VALUES ('tracks', 'vendor_request_figures_of_tracks'), ('weighbridge_tickets', 'vendor_request_figures_of_tickets'),
    ('shipment_vendor_vehicles', 'vendor_request_figures_of_vehicles')) AS v (tbl, fn)
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER vendor_request_figures_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl, r.fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER vendor_request_figures_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl, r.fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER vendor_request_figures_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', r.tbl, r.fn);
  END LOOP;
END $$;
--> statement-breakpoint
-- The requests made before this migration.
SELECT vendor_request_figures_refresh(array(SELECT id FROM shipment_vendors));
