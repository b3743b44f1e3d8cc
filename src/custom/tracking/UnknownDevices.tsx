// Devices that reported in the last day with an id no plate has (GET /v1/gps-devices/unknown): the
// vendor setting a phone up sees its id arrive and takes it for the plate with one click.
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { formatDateTimeWib } from '../../i18n/format.ts';

export function UnknownDevices({ onUse }: { onUse: (deviceId: string) => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.device.${key}`, values);
  const unknown = useCall(contract.tracking.unknownDevices);
  const rows = unknown.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="unknown-devices" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3" id="unknown-devices">
        {t('unknown')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {unknown.isPending ? '…' : t('unknownEmpty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((d) => (
            <Box component="li" key={d.device_id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                {d.device_id}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('seen', { time: formatDateTimeWib(d.last_seen_at), smart_count: d.reports })}
              </Typography>
              <Button size="small" onClick={() => onUse(d.device_id)} aria-label={t('useLabel', { id: d.device_id })}>
                {t('use')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
