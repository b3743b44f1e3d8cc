// The vendors of the shipment (a vendor sees only its own part: the server answers only it): each
// with its answer, weight, expiry (with the "old record" cue, as every list's dates), the
// vehicles asked and the trucks of its current trip.
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../../../../contract/lib.ts';
import type { ShipmentDetail, ShipmentPart } from '../../../../contract/shipment.ts';
import type { TrackRecord } from '../../../../contract/track.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { TrackActions, VendorPartActions } from '../actions/index.ts';
import { offersPartActions, offersTrackActions } from './offers.ts';
import { Section } from './Section.tsx';

type Props = { shipment: ShipmentDetail; role: Role };

function TrackRow({ shipment, part, track, role }: Props & { part: ShipmentPart; track: TrackRecord }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`history.detail.tracks.${key}`);
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', flex: '1 1 320px', minWidth: 0 }}>
        <Fact label={t('plate')}>
          <strong>{track.vehicle_detail?.plate_number ?? '-'}</strong>
        </Fact>
        <Fact label={t('driver')}>{track.driver?.name ?? '-'}</Fact>
        <Fact label={t('vehicle')}>{track.vehicle?.name ?? '-'}</Fact>
        <Fact label={t('order')}>{track.order?.identity ?? '-'}</Fact>
        <Fact label={t('status')}>
          <StatusChip status={track.status} />
        </Fact>
      </Box>
      {offersTrackActions(shipment, track, role) && <TrackActions shipment={shipment} part={part} track={track} role={role} />}
    </Box>
  );
}

function PartCard({ shipment, part, role }: Props & { part: ShipmentPart }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.vendors.${key}`, values);
  const tracks = shipment.tracks.filter((x) => x.shipment_vendor_id === part.id && x.ritase === part.ritase);
  return (
    <Box component="article" aria-labelledby={`part-${part.id}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" id={`part-${part.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {part.vendor.name}
        </Typography>
        <StatusChip status={part.status} />
        {part.expired && <Chip size="small" color="error" variant="outlined" label={t('expired')} />}
        {/* The rest of a partial accept: REJECTED with no reason (docs/states.md). */}
        {part.status === 'REJECTED' && part.reason === null && <Chip size="small" color="warning" label={t('openRest')} />}
        {part.open_trucks > 0 && <Chip size="small" color="warning" label={t('openGap', { smart_count: part.open_trucks })} />}
        <Box sx={{ flex: 1 }} />
        {offersPartActions(shipment, part, role) && <VendorPartActions shipment={shipment} part={part} role={role} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', mb: 1 }}>
        <Fact label={t('weight')}>{formatNumber(part.weight)}</Fact>
        <Fact label={translate('history.detail.trip')}>{part.ritase_identity ?? String(part.ritase)}</Fact>
        {part.expired_at && part.status === 'REQUESTED' && (
          <Fact label={t('expires')}>
            <DateCell value={part.expired_at} />
          </Fact>
        )}
        {part.reason && <Fact label={t('reason')}>{part.reason}</Fact>}
      </Box>
      <Fact label={t('vehicles')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {part.vehicles.map((v) => (
            <li key={v.id}>
              {t('vehicle', { quantity: v.pivot.quantity, name: v.name })}
              {part.status === 'REQUESTED' && ` (${t('available', { smart_count: v.available })})`}
              {part.status === 'REQUESTED' && v.exceed && <Chip size="small" color="warning" label={t('exceed')} sx={{ ml: 1 }} />}
            </li>
          ))}
        </Box>
      </Fact>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
        {t('trucks')}
      </Typography>
      {tracks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noTrucks')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={`${t('trucks')}: ${part.vendor.name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tracks.map((track) => (
            <TrackRow key={track.id} shipment={shipment} part={part} track={track} role={role} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function VendorParts({ shipment, role }: Props) {
  const translate = useTranslate();
  return (
    <Section id="shipment-vendors" title={translate('history.detail.vendors.title')}>
      {shipment.shipment_vendors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('history.detail.vendors.empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {shipment.shipment_vendors.map((part) => (
            <PartCard key={part.id} shipment={shipment} part={part} role={role} />
          ))}
        </Box>
      )}
    </Section>
  );
}
