// The dispatch note (GET /v1/shipment/{id}/download, dispatch-note-{identity}.pdf): what a driver
// carries and a gate checks. The shipment as the caller sees it (a vendor: its parts only), in the
// caller's language, times in WIB and numbers with Indonesian separators in both languages (spec 1
// §9). Helvetica covers Latin text (Indonesian and English); other scripts would need an embedded
// TTF (stack-findings), which no data here calls for yet.
import PDFDocument from 'pdfkit';
import { translate, type Locale } from '../../../contract/messages.ts';
import type { ShipmentDetail } from '../../../contract/shipment.ts';
import { formatNumber } from '../../../contract/numbers.ts';
import { wibClock } from '../values.ts';

export const PDF_TYPE = 'application/pdf';

/** A file name a browser can save: the identity without path or quote characters. */
export const dispatchNoteName = (identity: string) => `dispatch-note-${identity.replace(/[^\w.-]+/g, '_')}.pdf`;

const MARGIN = 48;

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
      doc.text(`${label('estimation')}: ${wib(stop.estimation_date)}${products ? `  ·  ${products}` : ''}`, { indent: 24 });
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
      const driver = truck.driver ? `${truck.driver.name}${truck.driver.phone_number ? ` (${truck.driver.phone_number})` : ''}` : label('none');
      doc.text(`${label('plate')}: ${truck.vehicle_detail?.plate_number ?? label('none')}  ·  ${label('driver')}: ${driver}  ·  ${truck.vehicle?.name ?? ''}`, { indent: 12 });
    }
  }

  doc.moveDown(3).fontSize(9).text(label('signatures'), { align: 'center' });
  doc.end();
  return done;
}
