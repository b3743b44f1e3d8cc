// Writes the change stream's triggers (triggers.ts) into a migration file. When a table is added or
// its audience changes: `npx drizzle-kit generate --custom --name change_triggers`, then
// `npx tsx server/changes/write-migration.ts server/db/migrations/<that file>.sql`. Every function
// and trigger is created or replaced, so the newest such migration holds the whole declaration.
import { writeFileSync } from 'node:fs';
import { changeTriggersSql } from './triggers.ts';

const file = process.argv[2];
if (!file?.endsWith('.sql')) throw new Error('Usage: tsx server/changes/write-migration.ts server/db/migrations/NNNN_name.sql');
writeFileSync(file, changeTriggersSql());
console.log(`Wrote ${file}`);
