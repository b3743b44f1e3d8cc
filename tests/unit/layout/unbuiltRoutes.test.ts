// The freight routes of the specs not built yet (docs/decisions.md, "Spec routes of the freight
// area not built yet"): read from that table, each is neither a screen of its area (so nothing can
// link there: a notification or a screen links only to a screen the area has) nor a menu entry.
// The table and this check agree: a route built later fails here until the table drops it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import lsp from '../../../src/areas/lsp.tsx';
import shippingCompany from '../../../src/areas/shipping-company.tsx';
import vendor from '../../../src/areas/vendor.tsx';
import { hasScreen } from '../../../src/layout/AreaContext.ts';

const AREAS = { LSP: lsp, VENDOR: vendor, SHIPMENT_COMPANY: shippingCompany } as const;
type AreaName = keyof typeof AREAS;

/** The table's rows: area and route (with {id}). */
function unbuilt(): { area: AreaName; route: string }[] {
  const doc = readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8');
  const section = doc.split('## Spec routes of the freight area not built yet')[1]!.split('\n## ')[0]!;
  return [...section.matchAll(/^\| (LSP|VENDOR|SHIPMENT_COMPANY) \| `([^`]+)` \|/gm)].map((m) => ({ area: m[1] as AreaName, route: `order-shipment/${m[2]}` }));
}

const rows = unbuilt();
const concrete = (route: string) => route.replaceAll('{id}', '7');

describe('spec routes not built yet', () => {
  it('the table names history-order/select-vehicle (playback is built: issue 24)', () => {
    expect(rows.length).toBe(2);
    for (const route of ['order-shipment/history-order/select-vehicle']) {
      expect(rows.map((r) => r.route)).toContain(route);
    }
  });

  it.each(rows.map((r) => [`${r.area} ${r.route}`, r] as const))('%s: no screen, no menu entry', (_, { area, route }) => {
    expect(hasScreen(AREAS[area], concrete(route))).toBe(false);
    expect(AREAS[area].menu.map((m) => m.to)).not.toContain(route);
  });

  it('the screens they sit beside do exist (the check sees real routes)', () => {
    expect(hasScreen(lsp, 'order-shipment/history-order/detail-history-order/7')).toBe(true);
    expect(hasScreen(lsp, 'order-shipment/create-shipment/select-vehicle/review')).toBe(true);
    expect(hasScreen(vendor, 'order-shipment/history-order/detail-history-order/7')).toBe(true);
    expect(hasScreen(shippingCompany, 'order-shipment/invoice-order')).toBe(true);
  });

  it('the invoice screens are built (issue 23, docs/invoices.md)', () => {
    for (const route of ['invoice-order', 'invoice-order/create-invoice/7', 'invoice-order/detail/7', 'history-order/detail-history-invoice/7', 'history-order/detail-invoice-order/7']) {
      expect(hasScreen(lsp, `order-shipment/${route}`), route).toBe(true);
    }
    // The vendor's two directly under order-shipment/ (spec 1 §2); the former history-order/ ones redirect.
    for (const route of ['invoice-order', 'invoice-order/7', 'detail-history-invoice/7', 'detail-invoice-order/7', 'history-order/detail-history-invoice/7', 'history-order/detail-invoice-order/7']) {
      expect(hasScreen(vendor, `order-shipment/${route}`), route).toBe(true);
    }
    expect(hasScreen(shippingCompany, 'order-shipment/invoice-order/7')).toBe(true);
  });

  it('the playback screens are built for the LSP (issue 24, docs/tracking.md)', () => {
    for (const route of ['playback', 'playback/data']) expect(hasScreen(lsp, `order-shipment/${route}`), route).toBe(true);
    expect(lsp.menu.map((m) => m.to)).toContain('order-shipment/playback');
  });
});
