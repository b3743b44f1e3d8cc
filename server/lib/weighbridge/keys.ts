// Weighbridge software's API keys (docs/weighbridge.md "Machine tickets"): an LSP's, made on its
// profile, answered once, kept as their sha256 only (a 256-bit random secret cannot be guessed from
// its hash, so no slow hash is needed), revoked but never deleted (the tickets keep naming them).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, API_KEYS_MAX, MACHINE_POSTS_PER_MINUTE, type ApiKeyRecord } from '../../../contract/weighbridge.ts';
import { messageRef } from '../../../contract/message-ref.ts';
import type { Db } from '../../db/open.ts';
import { users, weighbridgeApiKeys } from '../../db/schema/index.ts';
import { bearerOf } from '../auth.ts';
import { HttpError, invalid, notFound } from '../errors.ts';
import type { DbOrTx } from '../freight/tx.ts';

const KEY_PREFIX = 'wbk_';
/** Characters of a key shown in the list: "wbk_" and 8 of the secret. */
const SHOWN = 12;
/** The longest key header read: a key is 47 characters; anything longer is no key of ours. */
const KEY_MAX = 128;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = typeof weighbridgeApiKeys.$inferSelect;
const recordOf = (row: KeyRow, by: string | null): ApiKeyRecord => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_by: by,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

const withCreator = (db: DbOrTx) =>
  db.select({ key: weighbridgeApiKeys, by: users.name }).from(weighbridgeApiKeys).leftJoin(users, eq(users.id, weighbridgeApiKeys.createdBy));

/** The LSP's keys, newest first (at most API_KEYS_MAX in use, and the revoked ones). */
export async function listKeys(db: DbOrTx, lspId: number): Promise<ApiKeyRecord[]> {
  const rows = await withCreator(db).where(eq(weighbridgeApiKeys.logisticsServiceProviderId, lspId)).orderBy(desc(weighbridgeApiKeys.id)).limit(500);
  return rows.map((r) => recordOf(r.key, r.by));
}

/**
 * Makes a key; answers it with the secret, which is never stored nor answered again. Refused (422)
 * beyond API_KEYS_MAX keys in use; the LSP's row lock keeps two creations from both passing.
 */
export async function createKey(db: Db, lspId: number, userId: number, name: string, now: Date): Promise<ApiKeyRecord & { key: string }> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from logistics_service_providers where id = ${lspId} for update`);
    const [inUse] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(weighbridgeApiKeys)
      .where(and(eq(weighbridgeApiKeys.logisticsServiceProviderId, lspId), isNull(weighbridgeApiKeys.revokedAt)));
    if ((inUse?.n ?? 0) >= API_KEYS_MAX) throw invalid({ name: [messageRef('server.apiKeysTooMany', { max: API_KEYS_MAX })] });
    const [row] = await tx
      .insert(weighbridgeApiKeys)
      .values({ logisticsServiceProviderId: lspId, name, prefix: key.slice(0, SHOWN), hash: hashOf(key), createdBy: userId, createdAt: now, updatedAt: now })
      .returning();
    const [by] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return { ...recordOf(row!, by?.name ?? null), key };
  });
}

/** Revokes one of the LSP's keys (again: it stays as it was); another LSP's is 404. */
export async function revokeKey(db: DbOrTx, lspId: number, id: number, now: Date): Promise<ApiKeyRecord> {
  await db
    .update(weighbridgeApiKeys)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(weighbridgeApiKeys.id, id), eq(weighbridgeApiKeys.logisticsServiceProviderId, lspId), isNull(weighbridgeApiKeys.revokedAt)));
  const [row] = await withCreator(db).where(and(eq(weighbridgeApiKeys.id, id), eq(weighbridgeApiKeys.logisticsServiceProviderId, lspId)));
  if (!row) throw notFound();
  return recordOf(row.key, row.by);
}

/** Who posts: the key and the LSP it is of. */
export interface MachineCaller {
  keyId: number;
  keyName: string;
  lspId: number;
  /** The LSP user who made the key: the tickets' history names it. */
  createdBy: number | null;
}

/** Posts per key in the current minute (per API process): a runaway machine cannot flood the LSP. */
const posts = new LRUCache<number, { minute: number; n: number }>({ max: 10_000 });
/** When this process last stamped each key's use: fifty posts at once stamp once, not fifty times. */
const stamped = new LRUCache<number, number>({ max: 10_000 });
/** Forgets every key's count and stamp (tests). */
export const forgetPostCounts = () => {
  posts.clear();
  stamped.clear();
};

const keyOf = (req: Pick<FastifyRequest, 'headers'>): string | null => {
  const header = req.headers[API_KEY_HEADER];
  const key = bearerOf(req) ?? (typeof header === 'string' ? header.trim() : null);
  return key && key.length <= KEY_MAX ? key : null;
};

/** How often a key's last use is stamped at most. */
const STAMP_EVERY_MS = 60_000;

/**
 * The machine calling, from its key; 401 (in the caller's language) without one, with an unknown or
 * a revoked one; 429 past MACHINE_POSTS_PER_MINUTE. Stamps the key's last use (once a minute at most).
 */
export async function authenticateMachine(db: Db, req: Pick<FastifyRequest, 'headers'>, now: Date): Promise<MachineCaller> {
  const key = keyOf(req);
  const [row] = key
    ? await db
        .select()
        .from(weighbridgeApiKeys)
        .where(and(eq(weighbridgeApiKeys.hash, hashOf(key)), isNull(weighbridgeApiKeys.revokedAt)))
    : [];
  if (!row) throw new HttpError(401, 'server.apiKeyRefused');
  const minute = Math.floor(now.getTime() / 60_000);
  const count = posts.get(row.id);
  const n = count?.minute === minute ? count.n + 1 : 1;
  posts.set(row.id, { minute, n });
  if (n > MACHINE_POSTS_PER_MINUTE) throw new HttpError(429, 'server.apiKeyBusy');
  const staleBefore = new Date(now.getTime() - STAMP_EVERY_MS);
  if ((!row.lastUsedAt || row.lastUsedAt <= staleBefore) && (stamped.get(row.id) ?? 0) <= staleBefore.getTime()) {
    stamped.set(row.id, now.getTime());
    // Other processes' posts at once all read an old stamp: the first writes, the others wait for
    // its row lock, find the new stamp (READ COMMITTED re-checks the condition) and write nothing,
    // instead of queueing one write (and commit) each behind it.
    const stale = or(isNull(weighbridgeApiKeys.lastUsedAt), lte(weighbridgeApiKeys.lastUsedAt, staleBefore));
    await db.update(weighbridgeApiKeys).set({ lastUsedAt: now }).where(and(eq(weighbridgeApiKeys.id, row.id), stale));
  }
  return { keyId: row.id, keyName: row.name, lspId: row.logisticsServiceProviderId, createdBy: row.createdBy };
}
