// The marker list on screen, GET /v1/shipment/{id}/list-marker (the rows of its xlsx export): the
// shipment's stops, then its trucks on the road at their last GPS report, or "no position yet"
// when a truck has not reported (the LSP sees which one to call). Times in WIB, like the export.
// One list on every width: each row wraps its facts, so a phone reads it as cards.
import { Alert, Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { MarkerRow } from '../../../../contract/shipment.ts';
import { useCall } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { formatDateTimeWib } from '../../../i18n/format.ts';
import { Section } from './Section.tsx';

/** The shipment's markers; the section and the map read the same cached answer. */
export const useMarkers = (shipmentId: number) => useCall(contract.shipment.listMarker, { params: { id: shipmentId } });

/** "Pickup" / "Drop-off" as the orders above say it, "Truck" for a truck. */
function kindText(kind: MarkerRow['kind'], translate: (key: string) => string): string {
  if (kind === 'TRUCK') return translate('history.detail.markers.truck');
  return translate(`history.detail.orders.${kind === 'PICKUP' ? 'pickup' : 'dropoff'}`);
}

function MarkerItem({ marker }: { marker: MarkerRow }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.markers.${key}`, values);
  const truck = marker.kind === 'TRUCK';
  const placed = marker.latitude !== null && marker.longitude !== null;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" variant="outlined" color={truck ? 'primary' : 'default'} label={kindText(marker.kind, translate)} />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {marker.name}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        {truck && <Fact label={t('driver')}>{marker.driver ?? '-'}</Fact>}
        {truck && <Fact label={t('vendor')}>{marker.vendor ?? '-'}</Fact>}
        <Fact label={t('position')}>{placed ? t('coordinates', { latitude: marker.latitude, longitude: marker.longitude }) : t('noPosition')}</Fact>
        {truck && marker.recorded_at && (
          <Fact label={t('reported')}>
            <time dateTime={marker.recorded_at}>{formatDateTimeWib(marker.recorded_at)}</time>
          </Fact>
        )}
      </Box>
    </Box>
  );
}

export function MarkersSection({ shipmentId, identity }: { shipmentId: number; identity: string }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.markers.${key}`, values);
  const markers = useMarkers(shipmentId);
  const rows = markers.data?.data ?? [];
  return (
    <Section id="shipment-markers" title={t('title')}>
      {markers.isPending ? (
        <Busy size={24} />
      ) : markers.isError ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('label', { identity })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((m, i) => (
            // A stop and a truck may share a name: the row's place in the server's order tells them apart.
            <MarkerItem key={`${m.kind}-${i}`} marker={m} />
          ))}
        </Box>
      )}
    </Section>
  );
}
