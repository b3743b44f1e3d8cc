// The sign-in allowance (issue 8): at most MAX_FAILS_PER_ACCOUNT failed sign-ins per e-mail and
// MAX_FAILS_PER_ADDRESS per client address within THROTTLE_WINDOW_MS. Reading the count and
// recording a failure happen in one transaction under per-e-mail and per-address advisory locks,
// so parallel attempts cannot all read the same count (no lost updates).
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { loginAttempts } from '../db/schema/index.ts';
import type { Exec } from './accounts.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILS_PER_ACCOUNT = 5;
export const MAX_FAILS_PER_ADDRESS = 30;
/** Advisory lock namespaces (pg_advisory_xact_lock(namespace, key)). */
const LOCK_EMAIL = 7_401;
const LOCK_ADDRESS = 7_402;

export interface Attempt {
  email: string;
  ip: string;
  now: Date;
}

/** True when the e-mail or the address has used up its allowance. */
export async function overAllowance(exec: Exec, { email, ip, now }: Attempt): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [byAccount] = await exec.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  const [byAddress] = await exec.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  return (byAccount?.n ?? 0) >= MAX_FAILS_PER_ACCOUNT || (byAddress?.n ?? 0) >= MAX_FAILS_PER_ADDRESS;
}

/**
 * The verdict on a checked attempt: 'throttled' when over the allowance (whatever the password),
 * else 'wrong' (the failure is recorded) or 'right'. E-mail lock before address lock, always, so
 * no two attempts wait for each other in a cycle. Short: the password was checked before.
 */
export function settleAttempt(db: Db, attempt: Attempt & { passwordOk: boolean }): Promise<'throttled' | 'wrong' | 'right'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${attempt.email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${attempt.ip}))`);
    if (await overAllowance(tx, attempt)) return 'throttled';
    if (!attempt.passwordOk) {
      await tx.insert(loginAttempts).values({ email: attempt.email, ip: attempt.ip, createdAt: attempt.now });
      return 'wrong';
    }
    return 'right';
  });
}
