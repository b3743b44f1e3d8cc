// The SQL of the change stream's triggers, made from the declaration (tracked.ts). A migration holds
// it (written by write-migration.ts when the declaration or the tables change); the test in
// tests/server/changes.test.ts checks the database runs exactly what this makes.
//
// Per tracked table, statement-level AFTER triggers with transition tables (INSERT, UPDATE, DELETE:
// PostgreSQL allows a transition table on a single-event trigger only) insert one event for the
// statement, with the tenants of all its rows; a statement that changed no row writes none. TRUNCATE
// has no rows to read: its event concerns everyone. The event is inserted with a draft id (negative);
// its id is given at commit (change_event_commit), one committing transaction at a time, so ids
// become visible in increasing order and a reader resuming after id n never misses a later commit
// with a smaller id. The commit also sets the table's stamp (change_event_heads: the id of its latest
// event) and sends NOTIFY changes with the id (ids only: docs/realtime.md).
import { trackedTables, type Audience } from './tracked.ts';

/** Taken at commit by each transaction that wrote events (pg_advisory_xact_lock): "LSI" "CE". */
export const COMMIT_LOCK = 0x4c5349_4345;
export const CHANNEL = 'changes';
export const functionOf = (table: string) => `change_event_of_${table}`;
export const ROW_TRIGGERS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export const triggerOf = (op: (typeof ROW_TRIGGERS)[number] | 'TRUNCATE') => `change_event_${op.toLowerCase()}`;

/** The ids of one kind of tenant the rows `r` concern, as an int[] expression. */
function idsOf(queries: readonly string[] | undefined): string {
  if (!queries?.length) return `'{}'::int[]`;
  return `array(select distinct v from r, lateral (${queries.join(' union all ')}) x(v) where v is not null order by 1)`;
}

function everyoneOf(everyone: Audience['everyone']): string {
  if (everyone === true) return 'true';
  if (!everyone) return 'false';
  return `coalesce((select bool_or(${everyone}) from r), false)`;
}

/** The body of a table's trigger function: one event per statement, from the rows `r` it changed. */
export function functionBody(audience: Audience): string {
  const insert = `insert into change_events (id, table_name, operation, lsp_ids, company_ids, vendor_ids, user_ids, everyone)
    select -nextval('change_event_drafts'), TG_TABLE_NAME, TG_OP, ${idsOf(audience.lsp)}, ${idsOf(audience.company)},
      ${idsOf(audience.vendor)}, ${idsOf(audience.user)}, ${everyoneOf(audience.everyone)}
    where exists (select 1 from r)`;
  return `
BEGIN
  IF TG_OP = 'INSERT' THEN
    with r as (select * from new_rows) ${insert};
  ELSIF TG_OP = 'UPDATE' THEN
    with r as (select * from new_rows union all select * from old_rows) ${insert};
  ELSE
    with r as (select * from old_rows) ${insert};
  END IF;
  RETURN NULL;
END `;
}

const COMMON = `CREATE OR REPLACE FUNCTION change_event_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  -- Held until this commit is visible: the next transaction's ids are taken after it.
  PERFORM pg_advisory_xact_lock(${COMMIT_LOCK});
  n := nextval('change_event_ids');
  UPDATE change_events SET id = n WHERE id = NEW.id;
  -- The table's stamp (lib/count-cache.ts): its latest committed event.
  INSERT INTO change_event_heads (table_name, last_id) VALUES (NEW.table_name, n)
    ON CONFLICT (table_name) DO UPDATE SET last_id = excluded.last_id;
  PERFORM pg_notify('${CHANNEL}', n::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS change_event_commit ON change_events;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER change_event_commit AFTER INSERT ON change_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION change_event_commit();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION change_event_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_events (id, table_name, operation, everyone) VALUES (-nextval('change_event_drafts'), TG_TABLE_NAME, TG_OP, true);
  RETURN NULL;
END $$;`;

const TRANSITIONS = { INSERT: 'REFERENCING NEW TABLE AS new_rows', UPDATE: 'REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows', DELETE: 'REFERENCING OLD TABLE AS old_rows' } as const;

/** The whole migration: the commit step, then each tracked table's function and triggers. */
export function changeTriggersSql(): string {
  const parts = [COMMON];
  for (const { name, tracking } of trackedTables()) {
    if (!('audience' in tracking)) continue;
    const fn = functionOf(name);
    parts.push(`CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$${functionBody(tracking.audience)}$$;`);
    for (const op of ROW_TRIGGERS) {
      parts.push(`CREATE OR REPLACE TRIGGER ${triggerOf(op)} AFTER ${op} ON ${name} ${TRANSITIONS[op]} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`);
    }
    parts.push(`CREATE OR REPLACE TRIGGER ${triggerOf('TRUNCATE')} AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION change_event_truncate();`);
  }
  return `-- Generated by server/changes/write-migration.ts from server/changes/tracked.ts: do not edit.\n${parts.join('\n--> statement-breakpoint\n')}\n`;
}
