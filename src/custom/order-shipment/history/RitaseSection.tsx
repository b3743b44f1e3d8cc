// The trips (ritase) of the shipment, GET /v1/shipment/{id}/ritase (all rows): per vendor part
// its current trip and the trucks of every trip, grouped by trip.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { TrackRecord } from '../../../../contract/track.ts';
import { useCall } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { Section } from './Section.tsx';

/** Trucks by trip, first trip first. */
const byTrip = (tracks: readonly TrackRecord[]) => [...new Set(tracks.map((x) => x.ritase))].sort((a, b) => a - b).map((ritase) => ({ ritase, tracks: tracks.filter((x) => x.ritase === ritase) }));

export function RitaseSection({ shipmentId }: { shipmentId: number }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.ritase.${key}`, values);
  const rows = useCall(contract.shipment.ritase, { params: { id: shipmentId }, query: { entries: -1 } });
  const data = rows.data?.data ?? [];
  return (
    <Section id="shipment-ritase" title={t('title')}>
      {rows.isPending ? (
        <Busy size={24} />
      ) : data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.flatMap((row) =>
            byTrip(row.tracks).map((trip) => (
              <Box component="li" key={`${row.shipment_vendor_id}-${trip.ritase}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('row', { vendor: row.vendor.name, ritase: trip.ritase })}
                  {trip.ritase === row.ritase && row.ritase_identity ? ` (${row.ritase_identity})` : ''}
                  {` · ${t('trucks', { smart_count: trip.tracks.length })}`}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  {trip.tracks.map((track) => (
                    <Box key={track.id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <Typography variant="body2" component="span">
                        {`${track.vehicle_detail?.plate_number ?? '-'} · ${track.driver?.name ?? '-'}`}
                      </Typography>
                      <StatusChip status={track.status} />
                    </Box>
                  ))}
                </Box>
              </Box>
            )),
          )}
        </Box>
      )}
    </Section>
  );
}
