import { buildApp } from './server/app.ts';
import { openDb } from './server/db/open.ts';
import { createServices } from './server/services.ts';
const opened = await openDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/lsi_plans' });
const app = await buildApp({ services: createServices({ opened, appUrl: 'http://x' }) });
const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'lsp@lsi.test', password: 'lsi-demo-2026' } });
const token = login.json().data.token;
const shapes: Record<string, string>[] = [
  { entries: '9' },
  { search_key: 'x', entries: '9' },
  { search_key: 'ORD-2026-01', search_columns: 'identity', entries: '9' },
  { search_key: 'ORD-2026-012345', search_columns: 'identity', entries: '9' },
  { filter_columns: 'status', filter_keys: 'PUBLISHED', sort_column: 'created_at', sort_type: 'desc', page: '3', entries: '9' },
  { entries: '9', page: '1000' },
  { search_key: '12', filter_columns: 'status', filter_keys: 'PUBLISHED', sort_column: 'created_at', sort_type: 'desc', entries: '9' },
];
for (const q of shapes) {
  const t0 = performance.now();
  const r = await app.inject({ method: 'GET', url: '/v1/order', query: q, headers: { authorization: `Bearer ${token}` } });
  console.log(JSON.stringify(q), r.statusCode, r.json().meta, Math.round(performance.now() - t0), 'ms');
}
await app.close(); await opened.close();
