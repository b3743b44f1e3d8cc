// The netto loss of a truck, an order or an invoice line and its flag against the customer's
// tolerance (docs/weighbridge.md): shared by the shipment's weighbridge section, the invoices and
// the history lists, which all show the same figures.
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NettoFigures } from '../../contract/weighbridge.ts';
import { formatNumber } from '../i18n/format.ts';

/** The loss and its flag: red beyond the tolerance, with the figures that make it. */
export function LossFlag({ netto }: { netto: NettoFigures }) {
  const translate = useTranslate();
  if (netto.loss_kg === null) return <>{'-'}</>;
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span>{translate('weighbridge.lossValue', { kg: formatNumber(netto.loss_kg), percent: formatNumber(netto.loss_percent) })}</span>
      <Chip
        size="small"
        icon={netto.beyond ? <WarningIcon /> : undefined}
        color={netto.beyond ? 'error' : 'success'}
        variant={netto.beyond ? 'filled' : 'outlined'}
        // The outlined chip writes in success.main, 3.1:1 on white (axe: 4.5:1 for 13 px text).
        sx={netto.beyond ? undefined : { color: 'success.dark' }}
        label={translate(netto.beyond ? 'weighbridge.beyond' : 'weighbridge.within')}
      />
      {netto.allowed_kg !== null && (
        <Typography variant="caption" color="text.secondary" component="span">
          {translate('weighbridge.allowed', { kg: formatNumber(netto.allowed_kg) })}
        </Typography>
      )}
    </Box>
  );
}

