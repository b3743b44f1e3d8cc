// A shipment's stops and trucks, live (GET /v1/shipment/{id}/live-tracking): the orders' pickups and
// drop-offs (`places`), each truck's position, the path driven so far and its stops on one map, the
// trucks' facts written beside it. Kept fresh by the realtime
// channel (a truck's live row is a change event: contract/realtime-reads.ts), never by polling.
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { Role } from '../../../contract/lib.ts';
import { useCall } from '../../api/useCall.ts';
import { RouteMap, type Pin } from '../../components/map/index.ts';
import { formatTimeWib } from '../../i18n/format.ts';
import { drivenLine, plannedLine, present, useTruckDots } from './lines.ts';
import { Legend } from './Legend.tsx';
import { LoadState } from './LoadState.tsx';
import { TruckList } from './TruckList.tsx';

export function ShipmentLive({ shipmentId, identity, role, places = [] }: { shipmentId: number; identity: string; role: Role; places?: readonly Pin[] }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.live.${key}`, values);
  const live = useCall(contract.tracking.shipmentLive, { params: { id: shipmentId } });
  const trucks = live.data?.data ?? [];
  const lines = present(trucks.flatMap((tr) => [plannedLine(tr), tr.path.length > 1 ? drivenLine(tr.track_id, tr.path) : null]));
  const dots = useTruckDots(trucks);
  const stops: Pin[] = trucks.flatMap((tr) =>
    tr.stops.map((s) => ({ latitude: s.latitude, longitude: s.longitude, label: t('stop', { time: formatTimeWib(s.started_at), minutes: Math.round(s.seconds / 60) }) })),
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="shipment-live" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2" id="shipment-live">
        {t('title')}
      </Typography>
      <LoadState loading={live.isPending} failed={live.isError ? t('failed') : null} empty={null}>
        {() => (
          <>
            {(dots.length > 0 || lines.length > 0 || places.length > 0) && <RouteMap label={t('mapLabel', { identity })} height={320} lines={lines} trucks={dots} pins={[...places, ...stops]} />}
            {trucks.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('empty')}
              </Typography>
            ) : (
              <Legend />
            )}
            <TruckList
              label={t('list', { identity })}
              trucks={trucks}
              role={role}
              showShipment={false}
              after={(tr) =>
                tr.stops.length > 0 && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {t('stops', { smart_count: tr.stops.length })}
                  </Typography>
                )
              }
            />
          </>
        )}
      </LoadState>
    </Paper>
  );
}
