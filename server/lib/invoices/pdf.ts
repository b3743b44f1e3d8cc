// The invoice as a PDF (GET /v1/invoices/{id}/print, invoice-{number}.pdf) and one line of it
// (GET /v1/invoice-details/{id}/print), with pdfkit as the dispatch note: the invoice as the caller
// sees it (a vendor: its lines, no prices), in the caller's language, amounts in rupiah with
// Indonesian separators (formatMoney, from the exact decimal text), times in WIB. The document is
// written page by page into chunks and is as large as its lines (a 500-line invoice: about 60 KB);
// it is not kept after the answer.
import PDFDocument from 'pdfkit';
import type { InvoiceDetailRow, InvoiceRecord } from '../../../contract/invoice.ts';
export { invoiceFileName } from '../../../contract/invoice.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import { formatDecimal, formatMoney, formatNumber } from '../../../contract/numbers.ts';
import { HttpError } from '../errors.ts';
import { wibClock } from '../values.ts';

export const PDF_TYPE = 'application/pdf';

const MARGIN = 48;

function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } catch (e) {
    doc.end();
    return Promise.reject(e);
  }
  doc.end();
  return done;
}

/** The PDF, or 500 "Failed to generate PDF" in the caller's language (the cause goes to the log). */
export async function pdfOrFail(make: () => Promise<Buffer>, log: (e: unknown) => void): Promise<Buffer> {
  try {
    return await make();
  } catch (e) {
    log(e);
    throw new HttpError(500, 'server.pdfFailed');
  }
}

function heading(doc: PDFKit.PDFDocument, invoice: Pick<InvoiceRecord, 'number' | 'status' | 'shipment' | 'logistics_service_provider' | 'shipment_company' | 'published_at'>, locale: Locale, now: Date) {
  const label = (key: string) => translate(locale, `invoicePdf.${key}`);
  const pair = (name: string, value: string) => doc.font('Helvetica-Bold').text(`${name}: `, { continued: true }).font('Helvetica').text(value);
  doc.font('Helvetica-Bold').fontSize(18).text(`${label('title')} ${invoice.number ?? ''}`.trim());
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  pair(label('number'), invoice.number ?? label('draft'));
  pair(label('shipment'), invoice.shipment.identity);
  pair(label('provider'), invoice.logistics_service_provider.name);
  pair(label('company'), invoice.shipment_company?.name ?? label('none'));
  pair(label('publishedAt'), invoice.published_at ? `${wibClock(invoice.published_at)} WIB` : label('none'));
  pair(label('printedAt'), `${wibClock(now)} WIB`);
}

/** "Netto loss 80 kg (0,27%), beyond tolerance · Loss claim Rp1.200.000" (the claim only for those who see prices). */
function lossText(d: InvoiceDetailRow, locale: Locale): string {
  const label = (key: string) => translate(locale, `invoicePdf.${key}`);
  const n = d.netto;
  if (n.loss_kg === null) return `${label('loss')}: ${label('noLoss')}`;
  const loss = `${label('loss')} ${formatDecimal(n.loss_kg)} kg (${formatDecimal(n.loss_percent ?? '0')}%), ${label(n.beyond ? 'beyond' : 'within')}`;
  return d.claim === null ? loss : `${loss}  ·  ${label('claim')} ${formatDecimal(d.claim_kg)} kg: -${formatMoney(d.claim)}`;
}

function lineText(d: InvoiceDetailRow, n: number, locale: Locale): { head: string; money: string | null } {
  const label = (key: string) => translate(locale, `invoicePdf.${key}`);
  const km = d.total_odometer === null ? label('none') : `${formatNumber(Number(d.total_odometer))} km`;
  const head = `${n}. ${label('order')} ${d.order.identity}  ·  ${label('plate')} ${d.vehicle_detail?.plate_number ?? label('none')}${d.vehicle ? ` (${d.vehicle})` : ''}  ·  ${label('vendor')} ${d.vendor?.name ?? label('none')}  ·  ${label('odometer')} ${km}`;
  const money = d.cost === null ? null : `${label('cost')} ${formatMoney(d.cost)}  ·  ${label('fee')} ${formatMoney(d.fees_total ?? '0')}  ·  ${label('total')} ${formatMoney(d.total ?? d.cost)}`;
  return { head: `${head}\n${lossText(d, locale)}`, money };
}

export function invoicePdf(invoice: InvoiceRecord, locale: Locale, now: Date): Promise<Buffer> {
  const label = (key: string) => translate(locale, `invoicePdf.${key}`);
  return render((doc) => {
    heading(doc, invoice, locale, now);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(label('lines')).moveDown(0.2).font('Helvetica').fontSize(9);
    invoice.details.forEach((d, i) => {
      const { head, money } = lineText(d, i + 1, locale);
      doc.text(head);
      if (money) doc.text(money, { indent: 12 });
      for (const fee of invoice.fees.filter((f) => f.invoice_detail_id === d.id)) doc.text(`${fee.description}: ${formatMoney(fee.cost)}`, { indent: 24 });
    });
    const own = invoice.fees.filter((f) => f.invoice_detail_id === null);
    if (own.length) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(label('fees')).moveDown(0.2).font('Helvetica').fontSize(9);
      for (const fee of own) doc.text(`${fee.description}: ${formatMoney(fee.cost)}`);
    }
    if (invoice.total !== null) {
      doc.moveDown(1).fontSize(10);
      doc.text(`${label('linesTotal')}: ${formatMoney(invoice.lines_total ?? '0')}`, { align: 'right' });
      doc.text(`${label('feesTotal')}: ${formatMoney(invoice.fees_total ?? '0')}`, { align: 'right' });
      if (invoice.claim_price !== null) doc.text(`${label('claimPrice')}: ${formatMoney(invoice.claim_price)}`, { align: 'right' });
      doc.text(`${label('claimsTotal')}: -${formatMoney(invoice.claims_total ?? '0')}`, { align: 'right' });
      doc.font('Helvetica-Bold').fontSize(12).text(`${label('total')}: ${formatMoney(invoice.total)}`, { align: 'right' });
    }
  }, `${label('title')} ${invoice.number ?? ''}`.trim());
}

export function invoiceLinePdf(invoice: InvoiceRecord, line: InvoiceDetailRow, locale: Locale, now: Date): Promise<Buffer> {
  const label = (key: string) => translate(locale, `invoicePdf.${key}`);
  return render((doc) => {
    heading(doc, invoice, locale, now);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(label('line')).moveDown(0.2).font('Helvetica').fontSize(10);
    const { head, money } = lineText(line, invoice.details.findIndex((d) => d.id === line.id) + 1, locale);
    doc.text(head);
    if (money) doc.text(money, { indent: 12 });
    for (const fee of invoice.fees.filter((f) => f.invoice_detail_id === line.id)) doc.text(`${fee.description}: ${formatMoney(fee.cost)}`, { indent: 24 });
  }, `${label('title')} ${invoice.number ?? ''} ${label('line')}`.trim());
}
