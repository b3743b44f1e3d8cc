// Vendor parts of a shipment: when a request has expired.

/** A REQUESTED part whose expired_at has passed can no longer be accepted. */
export const isExpired = (status: string, expiredAt: unknown, now: Date): boolean =>
  status === 'REQUESTED' && expiredAt !== null && expiredAt !== undefined && new Date(expiredAt as string).getTime() <= now.getTime();
