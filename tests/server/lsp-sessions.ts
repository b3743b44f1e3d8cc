// A test app with the two demo LSPs signed in and the first one's id: what the export files' tests
// start from (exports.test.ts, export-cap.test.ts).
import { startTestApp, type TestApp } from './harness.ts';

export async function startWithLsps(opts: Parameters<typeof startTestApp>[0] = {}): Promise<{ t: TestApp; lsp: string; lsp2: string; lspId: number }> {
  const t = await startTestApp(opts);
  const lsp = await t.login('lsp@lsi.test');
  const lsp2 = await t.login('lsp2@lsi.test');
  const lspId = (await t.call({ method: 'GET', url: '/v1/auth/profile', token: lsp })).json().data.logistics_service_provider.id as number;
  return { t, lsp, lsp2, lspId };
}
