// The dispatch note (GET /v1/shipment/{id}/download, dispatch-note-{identity}.pdf): what a driver
// carries and a gate checks. The shipment as the caller sees it (a vendor: its parts only), in the
// caller's language, times in WIB and numbers with Indonesian separators in both languages (spec 1
// §9). Helvetica covers Latin text (Indonesian and English); other scripts would need an embedded
// TTF (stack-findings), which no data here calls for yet. The LSP's logo heads it when it can be
// read (PNG and JPEG drawn by pdfkit, SVG by svg-to-pdfkit); one that cannot is left out.
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/open.ts';
import { logisticsServiceProviders } from '../../db/schema/index.ts';
import { translate, type Locale } from '../../../contract/messages.ts';
import type { ShipmentDetail } from '../../../contract/shipment.ts';
import { formatNumber } from '../../../contract/numbers.ts';
import { formatPhone } from '../../../contract/phones.ts';
import { wibDay } from '../../../contract/wib.ts';
import { wibClock } from '../values.ts';

export const PDF_TYPE = 'application/pdf';

/** A file name a browser can save: the identity without path or quote characters. */
export const dispatchNoteName = (identity: string) => `dispatch-note-${identity.replace(/[^\w.-]+/g, '_')}.pdf`;

const MARGIN = 48;
const SIGNATURE_HEIGHT = 86;
/** The box the logo is fitted into, at the top right (its proportions kept). */
const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 56;

/** The stored bytes of an LSP's logo; null without one or when it cannot be read (the note goes without). */
export async function lspLogo(db: Db, storage: Storage, lspId: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ logo: logisticsServiceProviders.logo }).from(logisticsServiceProviders).where(eq(logisticsServiceProviders.id, lspId));
  if (!row?.logo) return null;
  return storage.read(row.logo).catch(() => null);
}

export type LogoKind = 'png' | 'jpeg' | 'svg';

/** What a stored logo is, by its bytes (not its name): PNG, JPEG, SVG; null for anything else. */
export function logoKind(bytes: Uint8Array): LogoKind | null {
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(Buffer.from(bytes).toString('utf8')) ? 'svg' : null;
}

/**
 * An image inside an SVG logo is drawn only from the SVG itself (a data: URI of a PNG or JPEG):
 * svg-to-pdfkit would otherwise hand any href to pdfkit, which opens a path on the server's disk.
 */
const inlineImageOnly = (link: string) => (/^data:image\/(png|jpe?g);base64,/i.test(link.trim()) ? link.replace(/\s+/g, '') : '');

/**
 * Draws the logo fitted into the box (top right aligned); answers whether it was drawn. Never
 * throws: a logo that cannot be read leaves the note without one.
 */
function drawLogo(doc: PDFKit.PDFDocument, bytes: Uint8Array, x: number, y: number): boolean {
  const kind = logoKind(bytes);
  if (!kind) return false;
  doc.save();
  try {
    if (kind === 'svg') {
      let drawn = true;
      SVGtoPDF(doc as never, Buffer.from(bytes).toString('utf8'), x, y, {
        width: LOGO_WIDTH,
        height: LOGO_HEIGHT,
        preserveAspectRatio: 'xMaxYMin meet',
        imageCallback: inlineImageOnly,
        warningCallback: (warning) => {
          // An SVG that is not one draws nothing; other warnings (an unknown attribute) are cosmetic.
          if (/does not look like|parsing error|could not be parsed/.test(warning)) drawn = false;
        },
      });
      return drawn;
    }
    doc.image(Buffer.from(bytes), x, y, { fit: [LOGO_WIDTH, LOGO_HEIGHT], align: 'right' });
    return true;
  } catch {
    return false;
  } finally {
    doc.restore();
  }
}

/**
 * Boxes side by side where the gate, the driver and the receiver sign: each titled, with room for
 * a signature and the hint (name, date) at its foot. On a new page when the current one is full.
 */
function signatureBoxes(doc: PDFKit.PDFDocument, titles: string[], hint: string) {
  const gap = 12;
  const width = (doc.page.width - 2 * MARGIN - gap * (titles.length - 1)) / titles.length;
  doc.moveDown(2);
  if (doc.y + SIGNATURE_HEIGHT > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  titles.forEach((title, i) => {
    const x = MARGIN + i * (width + gap);
    doc.rect(x, top, width, SIGNATURE_HEIGHT).lineWidth(0.8).stroke('#555555');
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(title, x + 6, top + 6, { width: width - 12 });
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(hint, x + 6, top + SIGNATURE_HEIGHT - 16, { width: width - 12 });
  });
  doc.fillColor('#000000').x = MARGIN;
  doc.y = top + SIGNATURE_HEIGHT;
}

/** `logo`: the stored bytes of the LSP's logo, if it has one. */
export function dispatchNotePdf(shipment: ShipmentDetail, locale: Locale, now: Date, logo: Uint8Array | null = null): Promise<Buffer> {
  const label = (key: string) => translate(locale, `dispatchNote.${key}`);
  const state = (s: string) => translate(locale, `state.${s}`);
  const kg = (n: number | null) => (n === null ? label('none') : `${formatNumber(n)} kg`);
  const wib = (d: string | null) => (d ? `${wibClock(d)} WIB` : label('none'));

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${label('title')} ${shipment.identity}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.2).font('Helvetica').fontSize(10);

  // The header: the title and the shipment's facts on the left, the LSP's logo in the top right
  // corner (the facts wrap before it).
  const logoX = doc.page.width - MARGIN - LOGO_WIDTH;
  const hasLogo = logo !== null && drawLogo(doc, logo, logoX, MARGIN);
  const headerWidth = doc.page.width - 2 * MARGIN - (hasLogo ? LOGO_WIDTH + 12 : 0);
  const pair = (name: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${name}: `, MARGIN, undefined, { continued: true, width: headerWidth }).font('Helvetica').text(value);
  doc.font('Helvetica-Bold').fontSize(18).text(label('title'), MARGIN, MARGIN, { width: headerWidth });
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  pair(label('shipment'), shipment.identity);
  pair(label('provider'), shipment.logistics_service_provider.name);
  pair(label('status'), state(shipment.status));
  pair(label('trip'), String(shipment.ritase));
  pair(label('printedAt'), wib(now.toISOString()));
  if (hasLogo && doc.y < MARGIN + LOGO_HEIGHT) doc.y = MARGIN + LOGO_HEIGHT;

  heading(label('orders'));
  for (const order of shipment.orders) {
    doc.font('Helvetica-Bold').text(`${label('order')} ${order.identity}`);
    doc.font('Helvetica');
    doc.text(`${label('company')}: ${order.shipment_company?.name ?? label('none')}  ·  ${label('weight')}: ${kg(order.total_weight)}`, { indent: 12 });
    for (const stop of order.suborders) {
      const place = stop.pickup_dropoff_location_point;
      const products = stop.products.map((p) => `${p.name} ${formatNumber(p.quantity)}${p.unit ? ` ${p.unit}` : ''}`).join(', ');
      doc.text(`${label(stop.type)}: ${place.name}${place.address ? `, ${place.address}` : ''}`, { indent: 12 });
      // A stop's estimation is a day (issue 22: a date-only field is a date, never an instant).
      doc.text(`${label('estimation')}: ${stop.estimation_date ? wibDay(stop.estimation_date) : label('none')}${products ? `  ·  ${products}` : ''}`, { indent: 24 });
    }
  }

  heading(label('vendors'));
  // The trucks of the current trip, on the road or arrived (a delivered shipment's note still names
  // them); a removed truck is not one of them.
  const onTrip = shipment.tracks.filter((t) => t.ritase === shipment.ritase && t.status !== 'REMOVED');
  for (const part of shipment.shipment_vendors.filter((p) => p.status !== 'CANCELLED')) {
    doc.font('Helvetica-Bold').text(`${part.vendor.name} (${state(part.status)})`);
    doc.font('Helvetica');
    const asked = part.vehicles.map((v) => `${v.pivot.quantity} x ${v.name}`).join(', ');
    doc.text(`${label('vehiclesAsked')}: ${asked || label('none')}  ·  ${label('weight')}: ${kg(part.weight)}`, { indent: 12 });
    const trucks = onTrip.filter((t) => t.shipment_vendor_id === part.id);
    if (trucks.length === 0) doc.text(label('noTrucks'), { indent: 12 });
    for (const truck of trucks) {
      const driver = truck.driver ? `${truck.driver.name}${truck.driver.phone_number ? ` (${formatPhone(truck.driver.phone_country_code, truck.driver.phone_number)})` : ''}` : label('none');
      doc.text(`${label('plate')}: ${truck.vehicle_detail?.plate_number ?? label('none')}  ·  ${label('driver')}: ${driver}  ·  ${truck.vehicle?.name ?? ''}`, { indent: 12 });
    }
  }

  signatureBoxes(doc, [label('signIssued'), label('signDriver'), label('signReceived')], label('signHint'));
  doc.end();
  return done;
}
