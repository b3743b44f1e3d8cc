ALTER TABLE "orders" ADD COLUMN "estimation_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_lsp_status_estimation_idx" ON "orders" USING btree ("logistics_service_provider_id","status","estimation_date","id");--> statement-breakpoint
-- An order's estimation date is its earliest PICKUP stop's, kept by the database on every write of
-- suborders whoever writes (the order editor, imports, moves, seeds, a manual session), so the lists
-- sort by an indexed column instead of a subquery per order. One trigger per event: a trigger with
-- transition tables takes one event.
CREATE FUNCTION note_order_estimation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only when some order's date moves: an UPDATE of orders moves its change stamp (and with it every
  -- kept list of orders) even when it changes no row, and most writes of stops leave the date alone.
  IF EXISTS (
    SELECT 1 FROM orders o
    WHERE o.id IN (SELECT order_id FROM changed_stops)
      AND o.estimation_date IS DISTINCT FROM (SELECT min(s.estimation_date) FROM suborders s WHERE s.order_id = o.id AND s.type = 'PICKUP')
  ) THEN
    UPDATE orders o
    SET estimation_date = (SELECT min(s.estimation_date) FROM suborders s WHERE s.order_id = o.id AND s.type = 'PICKUP')
    WHERE o.id IN (SELECT order_id FROM changed_stops)
      AND o.estimation_date IS DISTINCT FROM (SELECT min(s.estimation_date) FROM suborders s WHERE s.order_id = o.id AND s.type = 'PICKUP');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_estimation_insert AFTER INSERT ON suborders REFERENCING NEW TABLE AS changed_stops FOR EACH STATEMENT EXECUTE FUNCTION note_order_estimation();--> statement-breakpoint
CREATE TRIGGER order_estimation_update AFTER UPDATE ON suborders REFERENCING NEW TABLE AS changed_stops FOR EACH STATEMENT EXECUTE FUNCTION note_order_estimation();--> statement-breakpoint
CREATE TRIGGER order_estimation_delete AFTER DELETE ON suborders REFERENCING OLD TABLE AS changed_stops FOR EACH STATEMENT EXECUTE FUNCTION note_order_estimation();--> statement-breakpoint
UPDATE orders o SET estimation_date = s.first
FROM (SELECT order_id, min(estimation_date) AS first FROM suborders WHERE type = 'PICKUP' GROUP BY order_id) s
WHERE s.order_id = o.id;
