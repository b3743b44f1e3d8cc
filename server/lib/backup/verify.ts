// Reads a whole backup before anything is restored: a backup that is cut off, damaged, tampered
// with or not a backup at all is refused with a message saying which, and nothing is changed.
import { existsSync } from 'node:fs';
import { entryBytes, entryDigest, readArchive } from './archive.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupRefused, MANIFEST_ENTRY, type Manifest } from './format.ts';

const cutOff = (file: string, why: string) =>
  new BackupRefused(`The backup ${file} is cut off or damaged (${why}); nothing was restored. Use a complete copy of the backup.`);
const tampered = (file: string, why: string) =>
  new BackupRefused(`The backup ${file} does not match its manifest (${why}): it was changed or damaged after it was written; nothing was restored.`);

/** Checks every entry of `file` against its manifest; answers the manifest. Entries are hashed as they stream by; only the manifest is kept. */
export async function verifyBackup(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupRefused(`There is no backup at ${file}.`);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestBytes: Buffer | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (manifestBytes) throw new Error(`an entry (${entry.name}) follows the manifest`);
      if (entry.name === MANIFEST_ENTRY) manifestBytes = await entryBytes(entry);
      else if (seen.has(entry.name)) throw new Error(`${entry.name} appears twice`);
      else seen.set(entry.name, await entryDigest(entry));
    }
  } catch (e) {
    throw cutOff(file, e instanceof Error ? e.message : String(e));
  }
  if (!manifestBytes) throw cutOff(file, 'it has no manifest');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  } catch {
    throw tampered(file, 'its manifest is not readable');
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupRefused(`${file} is not an LSI Console backup.`);
  if (manifest.version !== BACKUP_VERSION) throw new BackupRefused(`The backup ${file} is of format version ${manifest.version}; this build reads version ${BACKUP_VERSION}.`);
  for (const [name, expected] of Object.entries(manifest.entries ?? {})) {
    const got = seen.get(name);
    if (!got) throw tampered(file, `${name} is missing`);
    if (got.bytes !== expected.bytes || got.sha256 !== expected.sha256) throw tampered(file, `${name} has another SHA-256 than the manifest's`);
  }
  for (const name of seen.keys()) if (!(name in manifest.entries)) throw tampered(file, `${name} is not in the manifest`);
  const listed = [...manifest.tables.flatMap((t) => t.parts), ...manifest.files];
  for (const name of listed) if (!seen.has(name)) throw tampered(file, `${name} is missing`);
  if (listed.length !== seen.size) throw tampered(file, 'an entry is neither a table part nor a file');
  return manifest;
}
