// create-shipment/select-vehicle/review: the orders and the trucks asked of each vendor; the LSP
// sets each vendor's weight, an optional note and when the requests expire (set_expired_at), then
// POST /v1/shipment. Each field is checked as the contract checks it, with its message at the field
// (and the server's field errors there too). The new shipment's detail page follows (spec 2 §2);
// the selection is cleared, and the shipped orders leave the landing list (spec 2 §4).
import { useState } from 'react';
import { Alert, Box, Card, CardContent, List, ListItem, TextField, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, useBasename, useNavigate, useTranslate } from 'react-admin';
import { readDecimal } from '../../../../contract/fields.ts';
import { contract } from '../../../../contract/index.ts';
import { ApiHttpError } from '../../../api/http.ts';
import { useCallWrite } from '../../../api/useCall.ts';
import { KeepLabels } from '../../../components/KeepLabels.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { wibLocalOf } from '../../../components/wibInstant.ts';
import { useAllowed } from '../../../components/useAllowed.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { shipmentDetailPath } from '../history/paths.ts';
import { CREATE_SHIPMENT_SLUG, SELECT_VEHICLE_PATH } from './paths.ts';
import { CapacityCheck } from './CapacityCheck.tsx';
import { vendorRequests } from './quantities.ts';
import { checkReview, emptyReview, serverProblems, type ReviewDraft, type ReviewProblems, type ShipmentBody } from './reviewDraft.ts';
import { useShipmentSelection } from './selection.ts';
import { FlowNav } from './SelectVehicle.tsx';

/** The server's message and each field's reasons, once each. */
export const failureText = (e: Error) => {
  const details = e instanceof ApiHttpError && e.errors ? Object.values(e.errors).flat() : [];
  return [...new Set([e.message, ...details])].join(' ');
};

export function Review() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const mayCreate = useAllowed('create', CREATE_SHIPMENT_SLUG);
  const { orders, vehicles, clear } = useShipmentSelection();
  const [draft, setDraft] = useState<ReviewDraft>(emptyReview);
  const [problems, setProblems] = useState<ReviewProblems>({});
  const vendors = vendorRequests(vehicles);
  const toSend = vendors.map((v) => ({ vendor_id: v.vendor_id, vehicles: v.vehicles.map(({ vehicle_id, quantity }) => ({ vehicle_id, quantity })) }));
  // The orders shipped leave the landing list and its badge (both read the active orders).
  const create = useCallWrite(contract.shipment.create, {
    input: (body: ShipmentBody) => ({ body }),
    refresh: false,
    invalidates: [contract.shipment.activeOrders],
    onSuccess: (answer) => {
      clear();
      navigate(`${basename}/${shipmentDetailPath(answer.data.id)}`);
    },
    onError: (e) => {
      if (e instanceof ApiHttpError && e.errors) setProblems(serverProblems(e.errors, toSend));
    },
  });
  const ready = orders.length > 0 && vendors.length > 0;
  const set = (patch: Partial<ReviewDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const say = (field: string) => (problems[field] ? translate(problems[field]) : undefined);
  const submit = () => {
    const checked = checkReview(orders.map((o) => o.id), toSend, draft, new Date());
    setProblems(checked.problems ?? {});
    if (checked.body) create.mutate(checked.body);
  };
  const ordersWeight = orders.reduce((sum, o) => sum + (o.total_weight ?? 0), 0);
  const givenWeight = vendors.reduce((sum, v) => {
    const n = readDecimal(draft.weights[String(v.vendor_id)]);
    return sum + (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  }, 0);
  return (
    <Box sx={{ mt: 2, maxWidth: 960, minWidth: 0 }}>
      <PageHeading title={translate('dispatch.review.title')} />
      <FlowNav back={`${CREATE_SHIPMENT_SLUG}/${SELECT_VEHICLE_PATH}`} backLabel="dispatch.review.back" />
      {orders.length === 0 && <Alert severity="info">{translate('dispatch.vehicles.noOrders')}</Alert>}
      {orders.length > 0 && vendors.length === 0 && <Alert severity="info">{translate('dispatch.review.noVehicles')}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Card variant="outlined" component="section" aria-labelledby="review-orders">
          <CardContent>
            <Typography id="review-orders" variant="h6" component="h2">
              {translate('dispatch.review.orders', { count: orders.length })}
            </Typography>
            <List dense>
              {orders.map((o) => (
                <ListItem key={o.id} disableGutters sx={{ display: 'block' }}>
                  <Typography sx={{ fontWeight: 600 }}>{o.identity}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[o.shipment_company?.name, [o.pickup?.name, o.dropoff?.name].filter(Boolean).join(' → '), o.total_weight !== null ? `${formatNumber(o.total_weight)} kg` : null].filter(Boolean).join(' · ')}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="review-vendors">
          <CardContent>
            <Typography id="review-vendors" variant="h6" component="h2">
              {translate('dispatch.review.vendors')}
            </Typography>
            <List dense>
              {vendors.map((v) => (
                <ListItem key={v.vendor_id} disableGutters sx={{ display: 'block' }} data-testid={`review-vendor-${v.vendor_id}`}>
                  <Typography sx={{ fontWeight: 600 }}>{v.vendor_name}</Typography>
                  {v.vehicles.map((line) => (
                    <Typography key={line.vehicle_id} variant="body2">
                      {translate('dispatch.review.line', { quantity: line.quantity, name: line.name })}
                      {line.exceed && (
                        <Typography component="span" variant="body2" color="warning.dark">
                          {' '}
                          ⚠
                        </Typography>
                      )}
                    </Typography>
                  ))}
                  {say(`vehicles.${v.vendor_id}`) && (
                    <Typography variant="body2" color="error" role="alert">
                      {say(`vehicles.${v.vendor_id}`)}
                    </Typography>
                  )}
                  <TextField
                    label={translate('dispatch.review.weightOf', { vendor: v.vendor_name })}
                    value={draft.weights[String(v.vendor_id)] ?? ''}
                    onChange={(e) => set({ weights: { ...draft.weights, [String(v.vendor_id)]: e.target.value } })}
                    size="small"
                    fullWidth
                    sx={{ mt: 1 }}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    error={!!say(`weight.${v.vendor_id}`)}
                    helperText={say(`weight.${v.vendor_id}`)}
                  />
                </ListItem>
              ))}
            </List>
            <CapacityCheck vehicles={vehicles} orders={orders} ordersWeight={ordersWeight} givenWeight={givenWeight} />
          </CardContent>
        </Card>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <TextField
          label={translate('dispatch.review.note')}
          value={draft.note}
          onChange={(e) => set({ note: e.target.value })}
          multiline
          minRows={2}
          fullWidth
          error={!!say('note')}
          helperText={say('note')}
        />
        <TextField
          label={translate('dispatch.review.expires')}
          type="datetime-local"
          value={draft.expires}
          onChange={(e) => set({ expires: e.target.value })}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: wibLocalOf(new Date()) } }}
          error={!!say('set_expired_at')}
          helperText={say('set_expired_at') ?? translate('dispatch.review.expiresHelp')}
        />
      </Box>
      {problems[''] && !create.isError && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {say('')}
        </Alert>
      )}
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {translate('dispatch.review.failed', { message: failureText(create.error) })}
        </Alert>
      )}
      {mayCreate && (
        <KeepLabels>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button label="dispatch.review.create" variant="contained" size="large" onClick={submit} disabled={!ready || create.isPending}>
            <LocalShippingIcon />
          </Button>
        </Box>
        </KeepLabels>
      )}
    </Box>
  );
}
