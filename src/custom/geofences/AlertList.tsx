// The LSP's geofence alerts, newest first: filters by type (Entered / Left / Stopped in a forbidden
// zone = geofence_mafia) and status and a search; each alert offers only the actions its state
// allows (contract/states.ts geofenceAlertMachine); the export writes the filtered alerts.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { GEOFENCE_ALERT_TYPES, type GeofenceAlertRecord } from '../../../contract/geofence.ts';
import { actionsFor, GEOFENCE_ALERT_STATES, geofenceAlertMachine } from '../../../contract/states.ts';
import { request } from '../../api/http.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { Busy } from '../../components/Busy.tsx';
import { useExportCall } from '../../components/exportAnswer.ts';
import { useAllowed } from '../../components/useAllowed.ts';

const wib = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

function AlertRow({ alert }: { alert: GeofenceAlertRecord }) {
  const translate = useTranslate();
  const move = useCallWrite(contract.geofences.acknowledge, { input: (id: number) => ({ params: { id } }) });
  const resolve = useCallWrite(contract.geofences.resolve, { input: (id: number) => ({ params: { id } }) });
  const calls = { acknowledge: move, resolve };
  // The states table says what the alert allows; a READ_ONLY user is offered none of it.
  const mayEdit = useAllowed('edit');
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {translate(`geofences.alerts.types.${alert.type}`)} · {translate(`geofences.alerts.states.${alert.status}`)}
      </Typography>
      <Typography variant="body2">{translate('geofences.alerts.truck', { plate: alert.plate_number ?? '-', driver: alert.driver_name ?? '-' })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {translate('geofences.alerts.where', { geofence: alert.geofence.name, time: wib(alert.started_at), lat: alert.latitude.toFixed(5), lon: alert.longitude.toFixed(5) })}
      </Typography>
      {alert.shipment && (
        <Typography variant="body2" color="text.secondary">
          {translate('geofences.alerts.shipment', { identity: alert.shipment.identity, vendor: alert.vendor?.name ?? '-' })}
        </Typography>
      )}
      {alert.acknowledged_by && <Typography variant="body2">{translate('geofences.alerts.acknowledgedBy', { name: alert.acknowledged_by })}</Typography>}
      {alert.resolved_by && <Typography variant="body2">{translate('geofences.alerts.resolvedBy', { name: alert.resolved_by })}</Typography>}
      <Stack direction="row" spacing={1}>
        {(mayEdit ? actionsFor(geofenceAlertMachine, alert.status, 'LOGISTIC_SERVICE_PROVIDER') : []).map((action) => (
          <Button key={action} size="small" variant="outlined" onClick={() => calls[action].mutate(alert.id)} disabled={calls[action].isPending}>
            {translate(`geofences.alerts.actions.${action}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export function AlertList() {
  const translate = useTranslate();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filters = [...(type ? [['type', type]] : []), ...(status ? [['status', status]] : [])];
  const query = {
    page,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.length ? { filter_columns: filters.map((f) => f[0]).join(','), filter_keys: filters.map((f) => f[1]).join(',') } : {}),
  };
  const list = useCall(contract.geofences.alerts, { query });
  const alerts = list.data?.data ?? [];
  const meta = list.data?.meta;
  // Kept in Export files; the file when it is ready in time, else the server's message (it goes on in the background).
  const download = useExportCall();
  const exportAll = () => {
    const { page: _page, ...filters } = query;
    download.run(() => request(contract.geofences.exportAlerts, { query: filters }), 'geofence-alerts.xlsx', translate('geofences.alerts.exported'));
  };
  const choose = (setter: (v: string) => void) => (e: { target: { value: string } }) => {
    setter(e.target.value);
    setPage(1);
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'center' }}>
        <TextField select size="small" label={translate('geofences.alerts.type')} value={type} onChange={choose(setType)}>
          <MenuItem value="">{translate('geofences.alerts.all')}</MenuItem>
          {GEOFENCE_ALERT_TYPES.map((x) => (
            <MenuItem key={x} value={x}>
              {translate(`geofences.alerts.types.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={translate('geofences.alerts.status')} value={status} onChange={choose(setStatus)}>
          <MenuItem value="">{translate('geofences.alerts.all')}</MenuItem>
          {GEOFENCE_ALERT_STATES.map((x) => (
            <MenuItem key={x} value={x}>
              {translate(`geofences.alerts.states.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={translate('geofences.alerts.search')} value={search} onChange={choose(setSearch)} />
        <Button startIcon={<DownloadIcon />} onClick={exportAll} disabled={download.busy}>
          {translate('geofences.alerts.export')}
        </Button>
      </Box>
      {list.isPending ? (
        <Busy size={24} />
      ) : list.isError ? (
        <Alert severity="error">{translate('geofences.alerts.failed')}</Alert>
      ) : alerts.length === 0 ? (
        <Typography color="text.secondary">{translate('geofences.alerts.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={translate('geofences.tabs.alerts')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {alerts.map((a) => (
            <AlertRow key={a.id} alert={a} />
          ))}
        </Box>
      )}
      {meta && meta.last_page > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {translate('geofences.alerts.previous')}
          </Button>
          <Typography variant="body2">{translate('geofences.alerts.page', { page, pages: meta.last_page })}</Typography>
          <Button onClick={() => setPage(page + 1)} disabled={page >= meta.last_page}>
            {translate('geofences.alerts.next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
