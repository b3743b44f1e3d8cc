// The LSP dashboard's geofences (spec 1 §2 "Dashboards": geofences with a case-insensitive name
// filter, GET /v1/geofences, and their alerts): the filter chooses which geofences the live map
// draws; the newest alerts not yet looked at are listed with a way to the Geofences screen.
import { useMemo } from 'react';
import { Alert, Box, Link, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useBasename, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { useDebounced } from '../../components/useDebounced.ts';
import { geofenceAreas } from './areas.ts';
import { GEOFENCES_SLUG } from './slug.ts';

const NEWEST_ALERTS = 5;

/** The geofences whose name contains `search` (any case, on the server), as map areas. */
export function useGeofenceAreas(search: string) {
  const translate = useTranslate();
  const searched = useDebounced(search.trim(), 300);
  // The areas drawn stay while the next filter's answer comes: the map does not blink as one types.
  const list = useCall(contract.geofences.list, { query: searched ? { search_key: searched } : {} }, { placeholderData: keepPreviousData });
  const fences = list.data?.data;
  const areas = useMemo(() => geofenceAreas(fences ?? [], (kind) => translate(`geofences.kind.${kind}`)), [fences, translate]);
  return { areas, count: fences?.length, failed: list.isError, searched };
}

export function DashboardGeofences({ search, onSearch, count, failed, searched }: { search: string; onSearch: (s: string) => void } & Omit<ReturnType<typeof useGeofenceAreas>, 'areas'>) {
  const translate = useTranslate();
  const basename = useBasename();
  const t = (key: string, values?: Record<string, unknown>) => translate(`geofences.dashboard.${key}`, values);
  const alerts = useCall(contract.geofences.alerts, { query: { filter_columns: 'status', filter_keys: 'NEW', entries: NEWEST_ALERTS } });
  const newest = alerts.data?.data ?? [];
  const total = alerts.data?.meta.total ?? 0;
  return (
    <Box component="section" aria-labelledby="dashboard-geofences" sx={{ mb: 3, display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2" id="dashboard-geofences">
        {t('title')}
      </Typography>
      <TextField type="search" size="small" label={t('filter')} value={search} onChange={(e) => onSearch(e.target.value)} sx={{ width: '100%', maxWidth: 360 }} />
      {failed ? (
        <Alert severity="error">{translate('geofences.list.failed')}</Alert>
      ) : count === undefined ? null : (
        <Typography variant="body2" color="text.secondary" role="status">
          {count === 0 ? (searched ? t('noMatch', { search: searched }) : translate('geofences.list.empty')) : t('drawn', { smart_count: count })}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('alerts', { smart_count: total })}
      </Typography>
      {alerts.isError ? (
        <Alert severity="error">{translate('geofences.alerts.failed')}</Alert>
      ) : alerts.data && newest.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noAlerts')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('alertsLabel')} sx={{ m: 0, pl: 2.5 }}>
          {newest.map((a) => (
            <Typography component="li" variant="body2" key={a.id} sx={{ overflowWrap: 'anywhere' }}>
              {t('alert', { type: translate(`geofences.alerts.types.${a.type}`), plate: a.plate_number ?? '-', geofence: a.geofence.name })}
            </Typography>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={`${basename}/${GEOFENCES_SLUG}?tab=alerts`} sx={{ justifySelf: 'start' }}>
        {t('open')}
      </Link>
    </Box>
  );
}
