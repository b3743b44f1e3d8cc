// /list-vendor/{detail}: one vendor's information, collaboration status, fleet counts (visible
// only while collaborating: the server hides other vendors' fleets) and accept/reject when PROPOSED.
import { Alert, Avatar, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router';
import { LinkBase, RecordContextProvider, Title, useBasename, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { CallDef } from '../../../contract/lib.ts';
import { useCall } from '../../api/useCall.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { CollaborationActions } from './CollaborationActions.tsx';
import { COLLABORATORS_SLUG as SLUG } from './paths.ts';

const FLEET: readonly { key: string; call: CallDef }[] = [
  { key: 'lsp.vendor.vehicleModels', call: contract.vehicle.list },
  { key: 'lsp.vendor.vehicles', call: contract.vehicleDetail.list },
  { key: 'lsp.vendor.drivers', call: contract.driver.list },
];

/** How many rows a list holds for this vendor: one row asked, the total read from meta. */
function FleetCount({ call, vendorId, index }: { call: CallDef; vendorId: number; index: number }) {
  const query = { page: 1, entries: 1, filter_columns: 'vendor_id', filter_keys: String(vendorId) };
  const total = useCall(call, { query } as never, { select: (answer) => (answer as { meta: { total: number } }).meta.total });
  return total.data === undefined ? <Skeleton width={40} /> : <span data-testid={`fleet-${index}`}>{formatNumber(total.data)}</span>;
}

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function Fleet({ vendor }: { vendor: RaRecord }) {
  const translate = useTranslate();
  const collaborating = vendor.status === 'COLLABORATE';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('lsp.vendor.fleet')}
        </Typography>
        {!collaborating ? (
          <Typography color="text.secondary">{translate('lsp.vendor.fleetHidden')}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
            {FLEET.map(({ key, call }, i) => (
              <Info key={key} label={translate(key)}>
                <FleetCount call={call} vendorId={Number(vendor.id)} index={i} />
              </Info>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function VendorDetail() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const basename = useBasename();
  const { data: vendor, error, isPending } = useGetOne(SLUG, { id: id! });
  const fieldLabel = (f: string) => translate(`resources.${SLUG}.fields.${f}`);
  return (
    <Box sx={{ maxWidth: 900, py: 2 }}>
      <Title title={vendor ? String(vendor.name) : translate('lsp.vendor.detail')} />
      <Button component={LinkBase} to={`${basename}/${SLUG}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate('lsp.vendor.backToList')}
      </Button>
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {isPending && <Skeleton variant="rounded" height={160} />}
      {vendor && (
        <RecordContextProvider value={vendor}>
          <Stack spacing={2}>
            <Card variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <Avatar variant="rounded" src={vendor.logo_url ?? undefined} alt={String(vendor.name)} sx={{ width: 64, height: 64 }}>
                    {String(vendor.name).slice(0, 1)}
                  </Avatar>
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography variant="h5" component="h1">
                      {vendor.name}
                    </Typography>
                    <Box data-testid="collaboration-status">
                      <StatusChip status={vendor.status} prefix="lsp.collaboration" />
                    </Box>
                  </Box>
                  <CollaborationActions size="medium" />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
                  <Info label={fieldLabel('address')}>{vendor.address ?? '-'}</Info>
                  <Info label={fieldLabel('created_at')}>{formatDateTime(vendor.created_at)}</Info>
                </Stack>
              </CardContent>
            </Card>
            <Fleet vendor={vendor} />
          </Stack>
        </RecordContextProvider>
      )}
    </Box>
  );
}
