// Test-only: the database itself refuses one row (a CHECK constraint added NOT VALID, so the rows
// already there are not checked) while `run` goes on. Used to make an import fail on its LAST
// chunk, after earlier chunks were written, to prove the import writes all rows or none.
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

export async function whileDbRefuses<T>(t: TestApp, table: string, column: string, value: string, run: () => Promise<T>): Promise<T> {
  const literal = `'${value.replace(/'/g, "''")}'`;
  await t.db.execute(sql.raw(`alter table ${table} add constraint test_refuses_one_row check (${column} <> ${literal}) not valid`));
  try {
    return await run();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} drop constraint test_refuses_one_row`));
  }
}
