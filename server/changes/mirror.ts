// The change stream written to the Firebase Realtime Database, when configured (docs/realtime.md
// "Firebase"): a subscriber of the feed (feed.ts) turns each batch of events into one multi-path
// update. Every path is scoped to one tenant, one user or everyone, like the SSE stream's rule
// (audience.ts), and the database's security rules (firebase/database.rules.json) let a signed-in
// browser read only its own: no tenant's paths are readable by another, not even "something changed".
//
// Paths, each holding the last event that concerned it ({ id, operation }, under its table):
//   changes/all/{table}                every event (administrators)
//   changes/everyone/{table}           shared data every signed-in user reads
//   changes/lsp/{lspId}/{table}        the events naming that LSP; company/{id}, vendor/{id} alike
//   users/{userId}/changes/{table}     the events naming that user (their notifications, their account)
// and the menu badges of spec 1 §7, each the last event ({ id, table, operation }) of the tables
// behind that badge naming that user or tenant: badge-notification/{userId},
// badge-lsp-create-shipment/{lspId}, … (BADGES).
import type { Role } from '../../contract/lib.ts';
import type { FirebaseLink } from '../adapters/firebase.ts';
import type { Listener } from './audience.ts';
import type { ChangeEvent } from './events.ts';
import type { ChangeFeed } from './feed.ts';

type Kind = 'user' | 'lsp' | 'company' | 'vendor';

/** The badges of spec 1 §7: whose they are, and the tables whose events move them. */
export const BADGES = {
  'badge-notification': { kind: 'user', tables: ['notifications'] },
  'badge-lsp-create-shipment': { kind: 'lsp', tables: ['orders', 'shipment_orders'] },
  'badge-lsp-invoice-shipment': { kind: 'lsp', tables: ['invoices', 'invoice_details', 'invoice_fees'] },
  'badge-sc-invoice-order': { kind: 'company', tables: ['invoices', 'invoice_details', 'invoice_fees'] },
  'badge-vendor-invoice-order': { kind: 'vendor', tables: ['invoices', 'invoice_details', 'invoice_fees'] },
  'badge-vendor-request-shipment': { kind: 'vendor', tables: ['shipment_vendors', 'shipment_vendor_vehicles'] },
} as const satisfies Record<string, { kind: Kind; tables: readonly string[] }>;

/** A table's node: the last event of that table concerning the path's owner. */
export interface TableMark {
  id: number;
  operation: string;
}
/** A badge: the last event of its tables concerning its owner. */
export interface BadgeMark extends TableMark {
  table: string;
}

const idsOf = (e: ChangeEvent): Record<Kind, number[]> => ({ user: e.userIds, lsp: e.lspIds, company: e.companyIds, vendor: e.vendorIds });

/** The paths a batch of events writes (in id order: a later event's mark replaces an earlier one's). */
export function pathWrites(events: readonly ChangeEvent[]): Map<string, TableMark | BadgeMark> {
  const writes = new Map<string, TableMark | BadgeMark>();
  for (const e of events) {
    const mark: TableMark = { id: e.id, operation: e.operation };
    const ids = idsOf(e);
    writes.set(`changes/all/${e.table}`, mark);
    if (e.everyone) writes.set(`changes/everyone/${e.table}`, mark);
    for (const kind of ['lsp', 'company', 'vendor'] as const) for (const id of ids[kind]) writes.set(`changes/${kind}/${id}/${e.table}`, mark);
    for (const id of ids.user) writes.set(`users/${id}/changes/${e.table}`, mark);
    for (const [badge, { kind, tables }] of Object.entries(BADGES)) {
      if ((tables as readonly string[]).includes(e.table)) for (const id of ids[kind]) writes.set(`${badge}/${id}`, { ...mark, table: e.table });
    }
  }
  return writes;
}

const OWN: Partial<Record<Role, Exclude<Kind, 'user'>>> = { LOGISTIC_SERVICE_PROVIDER: 'lsp', SHIPMENT_COMPANY: 'company', VENDOR: 'vendor' };

/** The tenant a listener reads as (none for administrators and other roles). */
function ownOf(who: Listener): { kind: Exclude<Kind, 'user'>; id: number } | null {
  const kind = OWN[who.role];
  const id = kind === 'lsp' ? who.lspId : kind === 'company' ? who.shipmentCompanyId : kind === 'vendor' ? who.vendorId : null;
  return kind && id !== null ? { kind, id } : null;
}

/**
 * The paths a signed-in browser reads: exactly what the SSE stream would send it (audience.ts):
 * administrators every event; others their own user, their organisation and the shared data,
 * with their badges.
 */
export function livePathsOf(who: Listener): string[] {
  if (who.role === 'ADMIN') return ['changes/all'];
  const paths = [`users/${who.userId}/changes`, 'changes/everyone'];
  const own = ownOf(who);
  if (own) paths.push(`changes/${own.kind}/${own.id}`);
  for (const [badge, { kind }] of Object.entries(BADGES)) {
    if (kind === 'user') paths.push(`${badge}/${who.userId}`);
    else if (own?.kind === kind) paths.push(`${badge}/${own.id}`);
  }
  return paths;
}

/** The sign-in token's claims: what the security rules compare with a path's ids (strings, as path keys are). */
export function claimsOf(who: Listener): Record<string, string> {
  const own = ownOf(who);
  return { role: who.role, ...(own ? { [own.kind]: String(own.id) } : {}) };
}

/** The most paths waiting for a write that failed: past it they are dropped (browsers catch up with the next event). */
export const MAX_PENDING_PATHS = 50_000;
const RETRY_MS = 1000;

/**
 * Writes the events of the feed to the Realtime Database: one update per batch, one at a time, in
 * order. A write that fails is merged into the next (the newest mark of each path wins) and tried
 * again after a second; what waits is bounded (MAX_PENDING_PATHS).
 */
export class RealtimeMirror {
  private pending = new Map<string, TableMark | BadgeMark>();
  private writing?: Promise<void>;
  private waiting?: NodeJS.Timeout;
  private closed = false;
  private unsubscribe?: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly link: FirebaseLink,
    private readonly log: (e: unknown) => void = () => {},
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.feed.subscribe((events) => this.add(events));
  }

  private add(events: readonly ChangeEvent[]): void {
    for (const [path, mark] of pathWrites(events)) {
      this.pending.delete(path);
      this.pending.set(path, mark);
    }
    if (this.pending.size > MAX_PENDING_PATHS) {
      this.log(new Error(`Firebase: ${this.pending.size} paths waiting for a write; dropped`));
      this.pending.clear();
    }
    this.flush();
  }

  private flush(): void {
    if (this.writing || this.waiting || this.closed || this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = this.link
      .db()
      .then((db) => db.update(Object.fromEntries(batch)))
      .catch((e: unknown) => {
        this.log(e);
        // Put back what was not written, unless a newer mark of that path came meanwhile.
        for (const [path, mark] of batch) if (!this.pending.has(path)) this.pending.set(path, mark);
        this.waiting = setTimeout(() => {
          this.waiting = undefined;
          this.flush();
        }, RETRY_MS).unref();
      })
      .finally(() => {
        this.writing = undefined;
        this.flush();
      });
  }

  /** Waits until what was handed to the mirror is written or waits for a retry (tests). */
  async settled(): Promise<void> {
    await this.feed.settled();
    while (this.writing) await this.writing;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    clearTimeout(this.waiting);
    await this.writing;
    await this.link.close();
  }
}
