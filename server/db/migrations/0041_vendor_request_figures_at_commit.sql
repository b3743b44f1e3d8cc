-- No row outlives the transaction that writes it: nothing to log, nothing to recover.
CREATE UNLOGGED TABLE "vendor_request_figures_due" (
	"shipment_vendor_id" integer PRIMARY KEY NOT NULL,
	"freight" boolean NOT NULL
);
--> statement-breakpoint
-- The figures of requests are computed when their transaction commits, once per request, instead
-- of at each statement that touches them (docs/performance.md "Figures kept per request"). 0038's
-- refresh keeps its work under a new name; the name the triggers call now notes the requests due.
ALTER FUNCTION vendor_request_figures_refresh(integer[], boolean) RENAME TO vendor_request_figures_refresh_now;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_request_figures_refresh(ids integer[], freight boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  -- The requests' rows are locked here, as the refresh did here before: a writer of a request
  -- waits for the transaction that noted it. Locked only at commit, a transaction that changed a
  -- request's row and then noted it would wait on the first one's note while the first one's
  -- commit waited on the row (tests/server/performance.test.ts: a deadlock).
  PERFORM 1 FROM shipment_vendors WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO vendor_request_figures_due AS d (shipment_vendor_id, freight)
    SELECT DISTINCT x, freight FROM unnest(ids) x WHERE x IS NOT NULL ORDER BY 1
    ON CONFLICT (shipment_vendor_id) DO UPDATE SET freight = d.freight OR excluded.freight;
  -- Tells the flush there is work: most commits have none, and find it out without a read.
  PERFORM set_config('lsi.figures_due', 'on', true);
END $$;
--> statement-breakpoint
-- At commit, computes every request this transaction noted, in one refresh per kind (the freight
-- read again or not), and empties its rows; run again, it finds none. Other transactions' rows are
-- not visible to it (not committed), so it takes only its own.
CREATE OR REPLACE FUNCTION vendor_request_figures_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE fresh integer[]; kept integer[];
BEGIN
  IF current_setting('lsi.figures_due', true) IS DISTINCT FROM 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('lsi.figures_due', '', true);
  WITH gone AS (DELETE FROM vendor_request_figures_due RETURNING shipment_vendor_id, freight)
  SELECT array_agg(shipment_vendor_id ORDER BY shipment_vendor_id) FILTER (WHERE freight),
    array_agg(shipment_vendor_id ORDER BY shipment_vendor_id) FILTER (WHERE NOT freight)
  INTO fresh, kept FROM gone;
  PERFORM vendor_request_figures_refresh_now(fresh, true);
  PERFORM vendor_request_figures_refresh_now(kept, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- When: before the change stream's commit step, which holds one lock for every committing writer
-- (docs/realtime.md "Ids in commit order"): the refresh must not run under it. A transaction that
-- notes a request has changed a tracked table, so its first change event fires at commit before
-- anything else it queued; on that row this trigger's name sorts before change_event_commit's, and
-- PostgreSQL fires one row's triggers in name order. The due rows' own trigger is the fallback.
CREATE CONSTRAINT TRIGGER before_commit_vendor_request_figures AFTER INSERT ON change_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vendor_request_figures_flush();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vendor_request_figures_flush AFTER INSERT ON vendor_request_figures_due DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vendor_request_figures_flush();
