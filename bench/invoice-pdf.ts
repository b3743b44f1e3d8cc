// The PDF of an invoice with 500 lines (issue 23: under 2 s, the server's memory flat): the same
// invoicePdf the route runs (server/lib/invoices/pdf.ts), on a 500-line invoice with a fee on every
// tenth line and 20 on the invoice, made `RUNS` times in a row. Reports each PDF's time, its size,
// and the heap and RSS after a garbage collection at the start, after the first PDF and after the
// last: flat means the last is no higher than the first beyond noise (nothing is kept between PDFs).
// Run: node --expose-gc --import tsx bench/invoice-pdf.ts [runs]   (writes bench/results/invoice-pdf.json)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceRecord } from '../contract/invoice.ts';
import { invoicePdf } from '../server/lib/invoices/pdf.ts';

const LINES = 500;
const RUNS = Number(process.argv[2] ?? 20);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { heap_mb: mb(m.heapUsed), rss_mb: mb(m.rss) };
};

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
const details = Array.from({ length: LINES }, (_, i) => ({
  id: i + 1,
  invoice_id: 1,
  invoice_number: 'INV-2026-000001',
  invoice_status: 'PUBLISHED' as const,
  shipment: { id: 1, identity: 'SHP-2026-0001' },
  order: { id: 1 + (i % 40), identity: `ORD-2026-${String(1 + (i % 40)).padStart(4, '0')}` },
  vehicle_detail: { id: i + 1, plate_number: `BM ${1000 + i} XY` },
  vehicle: 'Tangki CPO 30 KL',
  vendor: { id: 1 + (i % 5), name: `PT Vendor Angkutan ${1 + (i % 5)}` },
  cost: cents(123_456_750 + i * 101),
  total_odometer: `${200 + (i % 300)}.50`,
  fees_total: i % 10 === 0 ? '150000.00' : '0.00',
  netto: { pickup: '30000.000', dropoff: '29920.000', loss_kg: '80.000', loss_percent: '0.27', allowed_kg: '75.000', beyond: true },
  claim_kg: '5.000',
  claim: '0.00',
  total: cents(123_456_750 + i * 101 + (i % 10 === 0 ? 15_000_000 : 0)),
}));
const fees = [
  ...details.filter((d) => d.id % 10 === 1).map((d, i) => ({ id: i + 1, invoice_id: 1, invoice_detail_id: d.id, description: 'Biaya tol', cost: '150000.00', created_at: new Date().toISOString() })),
  ...Array.from({ length: 20 }, (_, i) => ({ id: 1000 + i, invoice_id: 1, invoice_detail_id: null, description: `Biaya tambahan ${i + 1}`, cost: '25000.50', created_at: new Date().toISOString() })),
];
const invoice: InvoiceRecord = {
  id: 1,
  number: 'INV-2026-000001',
  status: 'PUBLISHED',
  shipment: { id: 1, identity: 'SHP-2026-0001' },
  logistics_service_provider: { id: 1, name: 'PT Nusantara Logistik' },
  shipment_company: { id: 1, name: 'PT Sawit Makmur' },
  lines: LINES,
  total: '1.00',
  unread: false,
  published_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
  details,
  fees,
  lines_total: '1.00',
  fees_total: '1.00',
  claims_total: '0.00',
  claim_price: null,
  actions: [],
};

const start = memory();
const times: number[] = [];
let bytes = 0;
let afterFirst = start;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const pdf = await invoicePdf(invoice, i % 2 ? 'id' : 'en', new Date());
  times.push(Math.round(performance.now() - t0));
  bytes = pdf.length;
  if (i === 0) afterFirst = memory();
}
const end = memory();
const sorted = [...times].sort((a, b) => a - b);
const result = {
  at: new Date().toISOString(),
  node: process.version,
  lines: LINES,
  fees: fees.length,
  runs: RUNS,
  pdf_kb: Math.round(bytes / 1024),
  first_ms: times[0],
  median_ms: sorted[Math.floor(sorted.length / 2)],
  max_ms: sorted.at(-1),
  memory: { start, after_first: afterFirst, after_last: end },
  target: 'under 2000 ms a PDF; heap after the last PDF within a few MB of after the first',
};
writeFileSync(join(import.meta.dirname, 'results', 'invoice-pdf.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
