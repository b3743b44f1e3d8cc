// The LSP dashboard's live part (spec 1 §2 "Dashboards"): the live tracking map of every truck on the
// road (GET /v1/dashboard/lsp/live-tracking), the incoming trucks (IncomingTrucks) and the shipping status of trucks (GET
// /v1/dashboard/lsp/shipping-status-trucks: 8 a page, a search, silent trucks first). The realtime
// channel refreshes both reads when a truck moves; nothing polls.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, TextField, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { SHIPPING_STATUS_ENTRIES, type LiveTruck } from '../../../contract/tracking.ts';
import { preloadRouteMap, RouteMap, type MapArea } from '../../components/map/index.ts';
import { useDebounced } from '../../components/useDebounced.ts';
import { IncomingTrucks } from './IncomingTrucks.tsx';
import { Legend } from './Legend.tsx';
import { Pager } from './Pager.tsx';
import { usePlannedLines, useTruckDots } from './lines.ts';
import { LoadState } from './LoadState.tsx';
import { poiPins, usePointsOfInterest } from './PointsOfInterest.tsx';
import { TruckList } from './TruckList.tsx';
import { useLiveRead } from './useLiveRead.ts';

const NO_TRUCKS: readonly LiveTruck[] = [];

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h6" component="h2" id={id} sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function LiveMap({ areas }: { areas?: readonly MapArea[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const t = (key: string) => translate(`tracking.dashboard.${key}`);
  const { answer, failed } = useLiveRead(contract.tracking.liveTracking);
  const pois = usePointsOfInterest('');
  // The map's code loads while the trucks are read, not after.
  useEffect(preloadRouteMap, []);
  const trucks = answer?.data ?? NO_TRUCKS;
  const dots = useTruckDots(trucks);
  const planned = usePlannedLines(trucks);
  const pins = useMemo(() => poiPins(pois.data?.data ?? [], theme), [pois.data, theme]);
  return (
    <Box component="section" aria-labelledby="live-map" sx={{ mb: 3, display: 'grid', gap: 1 }}>
      <Heading id="live-map">{t('map')}</Heading>
      <LoadState loading={!answer} failed={failed ? t('failed') : null} empty={null}>
        {() => <RouteMap label={t('mapLabel')} height={380} trucks={dots} lines={planned} areas={areas} pins={pins} />}
      </LoadState>
      <Legend places />
    </Box>
  );
}

/** A page of the trucks on the road. Apart from the search: read again each second while trucks report, it renders without it. */
function ShippingStatusList({ page, searched, onPage }: { page: number; searched: string; onPage: (page: number) => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.dashboard.${key}`, values);
  const { answer, failed } = useLiveRead(contract.tracking.shippingStatusTrucks, { query: { page, ...(searched ? { search: searched } : {}) } });
  const rows = answer?.data ?? NO_TRUCKS;
  const meta = answer?.meta;
  return (
    <LoadState loading={!meta} failed={failed ? t('failed') : null} empty={rows.length === 0 ? (searched ? t('noMatch', { search: searched }) : t('empty')) : null}>
      {() => (
        <>
          <TruckList label={t('listLabel')} trucks={rows} />
          <Pager meta={meta!} shown={rows.length} size={SHIPPING_STATUS_ENTRIES} onPage={onPage} />
        </>
      )}
    </LoadState>
  );
}

function ShippingStatus() {
  const translate = useTranslate();
  const t = (key: string) => translate(`tracking.dashboard.${key}`);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDebounced(search.trim(), 300);
  return (
    <Box component="section" aria-labelledby="live-list" sx={{ mb: 3 }}>
      <Heading id="live-list">{t('list')}</Heading>
      <TextField
        type="search"
        size="small"
        label={t('search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 1.5, width: '100%', maxWidth: 360 }}
      />
      <ShippingStatusList page={page} searched={searched} onPage={setPage} />
    </Box>
  );
}

/** `areas`: geofences drawn on the live map; `afterMap`: what the dashboard shows under it (their filter and alerts). */
export function LiveTracking({ areas, afterMap }: { areas?: readonly MapArea[]; afterMap?: ReactNode }) {
  return (
    <>
      <LiveMap areas={areas} />
      {afterMap}
      <IncomingTrucks />
      <ShippingStatus />
    </>
  );
}
