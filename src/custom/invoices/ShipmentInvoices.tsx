// The invoices of one shipment as the caller sees them (GET /v1/invoices filtered by shipment_id:
// the LSP its drafts too, the company and the vendor the published ones), linked from the
// shipment's history page to each role's own invoice route; nothing while there is none.
import { Box, Link, Typography } from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { Role } from '../../../contract/lib.ts';
import { useCall } from '../../api/useCall.ts';
import { useT } from '../../i18n/useT.ts';
import { historyInvoicePath } from './paths.ts';

export function ShipmentInvoices({ shipmentId, role }: { shipmentId: number; role: Role }) {
  const t = useT();
  const basename = useBasename();
  const answer = useCall(contract.invoices.list, { query: { filter_columns: 'shipment_id', filter_keys: String(shipmentId), entries: 9 } as never });
  const rows = answer.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Box component="nav" aria-label={t('invoices.ofShipment')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span">
        {t('invoices.ofShipment')}:
      </Typography>
      {rows.map((inv) => (
        <Link key={inv.id} component={LinkBase} to={historyInvoicePath(basename, role, inv.id)}>
          {inv.number ? t('invoices.detail.title', { number: inv.number }) : t('invoices.detail.draftTitle', { identity: inv.shipment.identity })}
        </Link>
      ))}
    </Box>
  );
}
