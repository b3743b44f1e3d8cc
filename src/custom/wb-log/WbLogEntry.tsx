// One entry of the weighbridge log: the ticket (kind, number, typed or from the scale), the truck,
// the freight, the netto and DO numbers, the shipment and provider, when (WIB); the ticket as it was
// logged on demand; a box to select it for pushing again.
import { Box, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LogRow } from '../../../contract/logs.ts';
import { Disclosure } from '../../components/Disclosure.tsx';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';

const Line = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

export function WbLogEntry({ row, selected, onSelect }: { row: LogRow; selected: boolean; onSelect: (selected: boolean) => void }) {
  const translate = useTranslate();
  const d = row.data;
  const or = (v: string | null) => v ?? translate('wbLog.unknown');
  const pretty = (() => {
    try {
      return JSON.stringify(JSON.parse(row.body), null, 2);
    } catch {
      return row.body;
    }
  })();
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Checkbox size="small" sx={{ p: 0.5, ml: -0.5 }} checked={selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': translate('wbLog.push.select', { number: d.ticket_number }) } }} />
        <Chip size="small" label={translate(`wbLog.types.${row.type}`)} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{translate(`wbLog.kinds.${d.kind}`, { number: d.ticket_number })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`wbLog.sources.${d.source}`)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('wbLog.truck', { plate: or(d.plate_number), driver: or(d.driver), transporter: or(d.transporter) })}
      </Typography>
      <Line>{translate('wbLog.freight', { commodity: or(d.commodity), pickup: or(d.pickup), dropoff: or(d.dropoff) })}</Line>
      <Line>{[d.netto !== null ? translate('wbLog.netto', { netto: formatNumber(Number(d.netto)) }) : null, d.do_numbers.length ? translate('wbLog.dos', { numbers: d.do_numbers.join(', ') }) : null].filter(Boolean).join(' · ') || translate('wbLog.unknown')}</Line>
      <Line>{[d.shipment ? translate('wbLog.shipment', { identity: d.shipment }) : null, row.logistics_service_provider?.name ?? null, formatDateTime(row.created_at)].filter(Boolean).join(' · ')}</Line>
      {d.correction_reason && <Line>{translate('wbLog.correction', { reason: d.correction_reason })}</Line>}
      <Disclosure show={translate('wbLog.showReceived')} hide={translate('wbLog.hideReceived')}>
        <Box component="pre" aria-label={translate('wbLog.received')} sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {pretty}
        </Box>
      </Disclosure>
    </Box>
  );
}
