// One truck on the road as every tracking screen writes it: its plate, signal, driver, vendor,
// route, last report (WIB) and speed; a link to its playback where the area has one.
import { Box, Button, Chip, Typography, useTheme } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { LinkBase, useTranslate } from 'react-admin';
import type { LiveTruck } from '../../../contract/tracking.ts';
import { Fact } from '../../components/Fact.tsx';
import { formatDateTimeWib, formatNumber } from '../../i18n/format.ts';
import { needsAttention, signalColor } from './signal.ts';

export function SignalChip({ signal }: { signal: LiveTruck['signal'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const color = signalColor(signal, theme);
  return <Chip size="small" variant={needsAttention(signal) ? 'filled' : 'outlined'} label={translate(`tracking.signal.${signal}`)} sx={{ borderColor: color, ...(needsAttention(signal) ? { bgcolor: color, color: theme.palette.getContrastText(color) } : { color: 'text.primary' }) }} />;
}

export function TruckFacts({ truck, showShipment, playbackHref }: { truck: LiveTruck; showShipment?: boolean; playbackHref?: string | null }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.truck.${key}`, values);
  const p = truck.position;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {truck.plate_number ?? '-'}
        </Typography>
        <SignalChip signal={truck.signal} />
        <Box sx={{ flex: 1 }} />
        {playbackHref && (
          <Button component={LinkBase} to={playbackHref} size="small" startIcon={<ReplayIcon />} aria-label={t('playbackOf', { plate: truck.plate_number ?? '-' })}>
            {t('playback')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        {showShipment && <Fact label={t('shipment')}>{truck.shipment_identity}</Fact>}
        <Fact label={t('driver')}>{truck.driver_name ?? '-'}</Fact>
        <Fact label={t('vendor')}>{truck.vendor_name ?? '-'}</Fact>
        <Fact label={t('route')}>{t('routeText', { from: truck.origin?.name ?? '-', to: truck.destination?.name ?? '-' })}</Fact>
        <Fact label={t('reported')}>{p ? <time dateTime={p.recorded_at}>{formatDateTimeWib(p.recorded_at)}</time> : t('noPosition')}</Fact>
        <Fact label={t('speed')}>{p?.speed == null ? '-' : t('kmh', { speed: formatNumber(Math.round(p.speed)) })}</Fact>
      </Box>
    </Box>
  );
}
