// Where NOTIFY changes arrives, per engine. PostgreSQL (DATABASE_URL or the embedded server): one
// connection of its own, outside the pool (a pooled connection would be handed to queries, and a
// LISTEN lives only on its connection), made again a second after it drops. PGlite: its in-process
// listen. Notifications are lost while a connection is down: after each (re)connection the feed
// reads from its last id, so nothing is missed (feed.ts).
import type { OpenedDb } from '../db/open.ts';
import { CHANNEL } from './triggers.ts';

export interface NotifySource {
  /** Calls `onNotify` for each notification and `onConnected` after each (re)connection; answers how to stop. */
  listen(onNotify: () => void, onConnected: () => void): Promise<() => Promise<void>>;
}

const RECONNECT_MS = 1000;

export function notifySourceOf(opened: Pick<OpenedDb, 'url' | 'pglite'>, log: (e: unknown) => void = () => {}): NotifySource {
  const { pglite, url } = opened;
  if (pglite) {
    return {
      async listen(onNotify, onConnected) {
        const stop = await pglite.listen(CHANNEL, onNotify);
        onConnected();
        return stop;
      },
    };
  }
  if (!url) throw new Error('The change stream needs the database URL or PGlite');
  return { listen: (onNotify, onConnected) => listenPostgres(url, onNotify, onConnected, log) };
}

async function listenPostgres(url: string, onNotify: () => void, onConnected: () => void, log: (e: unknown) => void): Promise<() => Promise<void>> {
  const pg = (await import('pg')).default;
  let stopped = false;
  let connectedOnce = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    let dropped = false;
    // Lost (the server restarted, the network dropped): made again a second later, and again.
    const drop = (e?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (e) log(e);
      c.removeAllListeners();
      c.on('error', () => {});
      void c.end().catch(() => {});
      if (!stopped && connectedOnce) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
    };
    c.on('notification', onNotify);
    c.on('error', drop);
    c.on('end', () => drop());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (e) {
      drop(e);
      throw e;
    }
    connectedOnce = true;
    onConnected();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    c?.removeAllListeners();
    c?.on('error', () => {});
    await c?.end().catch(() => {});
  };
}
