// The dispatch note (GET /v1/shipment/{id}/download, dispatch-note-{identity}.pdf): what a driver
// carries and a gate checks. The shipment as the caller sees it (a vendor: its parts only), in the
// caller's language, times in WIB and numbers with Indonesian separators in both languages (spec 1
// §9). Helvetica covers Latin text (Indonesian and English); other scripts would need an embedded
// TTF (stack-findings), which no data here calls for yet.
import PDFDocument from 'pdfkit';
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

export function dispatchNotePdf(shipment: ShipmentDetail, locale: Locale, now: Date): Promise<Buffer> {
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
  const pair = (name: string, value: string) => doc.font('Helvetica-Bold').text(`${name}: `, { continued: true }).font('Helvetica').text(value);

  doc.font('Helvetica-Bold').fontSize(18).text(label('title'));
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  pair(label('shipment'), shipment.identity);
  pair(label('provider'), shipment.logistics_service_provider.name);
  pair(label('status'), state(shipment.status));
  pair(label('trip'), String(shipment.ritase));
  pair(label('printedAt'), wib(now.toISOString()));

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
