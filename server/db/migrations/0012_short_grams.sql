-- The lower-cased characters and pairs of characters of a text (server/db/schema/search.ts): a GIN
-- index over it answers one- and two-character "contains" searches, which have no trigram. Its cost
-- is set high so that the planner reads it from the index and never computes it row by row.
CREATE FUNCTION lsi_short_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 10000 AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l, i, n)), '{}')
  FROM (SELECT lower(t) AS l) AS s, generate_series(1, length(l)) AS i, (VALUES (1), (2)) AS v(n)
  WHERE i + n - 1 <= length(l)
$$;--> statement-breakpoint
CREATE INDEX "users_name_grams" ON "users" USING gin (lsi_short_grams(("name")::text));--> statement-breakpoint
CREATE INDEX "users_email_grams" ON "users" USING gin (lsi_short_grams(("email")::text));--> statement-breakpoint
CREATE INDEX "users_phone_grams" ON "users" USING gin (lsi_short_grams(("phone_number")::text));--> statement-breakpoint
CREATE INDEX "orders_identity_grams" ON "orders" USING gin (lsi_short_grams(("identity")::text));--> statement-breakpoint
CREATE INDEX "shipments_identity_grams" ON "shipments" USING gin (lsi_short_grams(("identity")::text));