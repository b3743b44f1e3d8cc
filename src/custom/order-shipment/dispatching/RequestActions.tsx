// A request's answer buttons, as the state table allows the vendor (contract/states.ts): accept
// and reject while REQUESTED; past its expiry it can no longer be accepted, and says so.
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useTranslate } from 'react-admin';
import { actionsFor, shipmentVendorMachine } from '../../../../contract/states.ts';
import type { ShipmentVendorRow } from '../../../../contract/shipment-vendors.ts';
import { KeepLabels } from '../../../components/KeepLabels.tsx';
import { useAllowed } from '../../../components/useAllowed.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { AcceptDialog } from './AcceptDialog.tsx';
import { DISPATCHING_SLUG } from './paths.ts';
import { RejectDialog } from './RejectDialog.tsx';

export function RequestActions({ row }: { row: ShipmentVendorRow }) {
  const translate = useTranslate();
  const mayAnswer = useAllowed('edit', DISPATCHING_SLUG);
  const [open, setOpen] = useState<'accept' | 'reject' | null>(null);
  const actions = actionsFor(shipmentVendorMachine, row.status, 'VENDOR');
  const canAccept = actions.includes('accept') && !row.expired;
  const canReject = actions.includes('reject');
  const identity = row.shipment.identity;
  return (
    <KeepLabels>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {row.expired && (
        <Typography variant="body2" color="error" data-testid="expired">
          {translate('dispatch.requests.expired', { date: formatDateTime(row.expired_at) })}
        </Typography>
      )}
      {mayAnswer && canAccept && (
        <Button label="dispatch.requests.accept" aria-label={translate('dispatch.requests.acceptLabel', { identity })} variant="contained" onClick={() => setOpen('accept')}>
          <CheckIcon />
        </Button>
      )}
      {mayAnswer && canReject && (
        <Button label="dispatch.requests.reject" aria-label={translate('dispatch.requests.rejectLabel', { identity })} color="error" variant="outlined" onClick={() => setOpen('reject')}>
          <CloseIcon />
        </Button>
      )}
      <AcceptDialog row={row} open={open === 'accept'} onClose={() => setOpen(null)} />
      <RejectDialog row={row} open={open === 'reject'} onClose={() => setOpen(null)} />
    </Box>
    </KeepLabels>
  );
}
