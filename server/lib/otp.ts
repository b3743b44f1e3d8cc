// One-time codes confirming a new e-mail address: only a hash salted with the user and the address
// is stored, so a leaked row does not give away a six-digit code by lookup.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { emailVerifications } from '../db/schema/index.ts';
import { sha256 } from './passwords.ts';

export const otpHash = (userId: number, email: string, code: string) => sha256(`${userId}:${email}:${code}`);

/** True (and the code is used up) when `code` is the live code sent to `email` for this user. */
export async function consumeOtp(db: Db, userId: number, email: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        eq(emailVerifications.email, email),
        eq(emailVerifications.codeHash, otpHash(userId, email, code.trim())),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  if (!row) return false;
  await db.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, row.id));
  return true;
}
