// The LSP dashboard's live part (spec 1 §2 "Dashboards"): the live tracking map of every truck on the
// road (GET /v1/dashboard/lsp/live-tracking) and the shipping status of trucks, 8 a page with a
// search. The realtime channel refreshes the read when a truck moves; nothing polls.
import { useState } from 'react';
import { Alert, Box, Button, TextField, Typography, useTheme } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { Busy } from '../../components/Busy.tsx';
import { RouteMap } from '../../components/map/index.ts';
import { formatNumber } from '../../i18n/format.ts';
import { Legend } from './Legend.tsx';
import { plannedLine, present, truckDot } from './lines.ts';
import { playbackPath } from './paths.ts';
import { TruckFacts } from './TruckFacts.tsx';
import { TRUCKS_PAGE, trucksShown } from './trucksOnRoad.ts';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="h6" component="h2" id={id} sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

export function LiveTracking() {
  const translate = useTranslate();
  const theme = useTheme();
  const basename = useBasename();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.dashboard.${key}`, values);
  const live = useCall(contract.tracking.liveTracking);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const trucks = live.data?.data ?? [];
  const shown = trucksShown(trucks, search);
  const pages = Math.max(1, Math.ceil(shown.length / TRUCKS_PAGE));
  const current = Math.min(page, pages - 1);
  const rows = shown.slice(current * TRUCKS_PAGE, (current + 1) * TRUCKS_PAGE);
  const dots = present(shown.map((tr) => truckDot(tr, theme, translate('tracking.truck.dot', { plate: tr.plate_number ?? '-', signal: translate(`tracking.signal.${tr.signal}`) }))));

  if (live.isPending) return <Busy sx={{ m: 2 }} />;
  if (live.isError) return <Alert severity="error">{t('failed')}</Alert>;
  return (
    <>
      <Box component="section" aria-labelledby="live-map" sx={{ mb: 3, display: 'grid', gap: 1 }}>
        <Heading id="live-map">{t('map')}</Heading>
        <RouteMap label={t('mapLabel')} height={380} trucks={dots} lines={present(shown.map(plannedLine))} />
        <Legend />
      </Box>
      <Box component="section" aria-labelledby="live-list" sx={{ mb: 3 }}>
        <Heading id="live-list">{t('list')}</Heading>
        <TextField
          type="search"
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ mb: 1.5, width: '100%', maxWidth: 360 }}
        />
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {search.trim() ? t('noMatch', { search: search.trim() }) : t('empty')}
          </Typography>
        ) : (
          <>
            <Box component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((tr) => (
                <Box component="li" key={tr.track_id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                  <TruckFacts truck={tr} showShipment playbackHref={playbackPath(basename, 'LOGISTIC_SERVICE_PROVIDER', tr.track_id)} />
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
              <Typography variant="body2" aria-live="polite">
                {t('shown', { from: formatNumber(current * TRUCKS_PAGE + 1), to: formatNumber(current * TRUCKS_PAGE + rows.length), total: formatNumber(shown.length) })}
              </Typography>
              {pages > 1 && (
                <>
                  <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
                    {translate('ra.navigation.previous')}
                  </Button>
                  <Button size="small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                    {translate('ra.navigation.next')}
                  </Button>
                </>
              )}
            </Box>
          </>
        )}
      </Box>
    </>
  );
}
