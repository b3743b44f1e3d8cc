// create-shipment/select-vehicle: the vendors the LSP collaborates with, each opened to choose how
// many trucks of its models to ask; then the review.
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Chip, Paper, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, LinkBase, useBasename, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { vendorList } from '../../../../contract/vendor.ts';
import { useWholeList } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { KeepLabels } from '../../../components/KeepLabels.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { CREATE_SHIPMENT_SLUG, REVIEW_PATH } from './paths.ts';
import { useShipmentSelection } from './selection.ts';
import { VendorVehicles } from './VendorVehicles.tsx';

function useCollaboratingVendors() {
  return useWholeList(contract.vendors.list, vendorList, { query: { filter_columns: 'status', filter_keys: 'COLLABORATE' } });
}

/** Back to the orders, forward to the review: above the vendors, reachable without scrolling. */
export function FlowNav({ back, backLabel, next, nextLabel, nextDisabled }: { back: string; backLabel: string; next?: string; nextLabel?: string; nextDisabled?: boolean }) {
  const basename = useBasename();
  return (
    <KeepLabels>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 1.5 }}>
      <Button component={LinkBase} to={`${basename}/${back}`} label={backLabel}>
        <ArrowBackIcon />
      </Button>
      {next && nextLabel && (
        <Button component={LinkBase} to={`${basename}/${next}`} label={nextLabel} variant="contained" disabled={nextDisabled}>
          <ArrowForwardIcon />
        </Button>
      )}
    </Box>
    </KeepLabels>
  );
}

export function SelectVehicle() {
  const translate = useTranslate();
  const { orders, vehicles } = useShipmentSelection();
  const vendors = useCollaboratingVendors();
  const chosen = vehicles.filter((l) => l.selected);
  return (
    <Box sx={{ mt: 2, maxWidth: 960, minWidth: 0 }}>
      <PageHeading title={translate('dispatch.vehicles.title')} />
      <FlowNav back={CREATE_SHIPMENT_SLUG} backLabel="dispatch.vehicles.back" next={`${CREATE_SHIPMENT_SLUG}/${REVIEW_PATH}`} nextLabel="dispatch.vehicles.review" nextDisabled={orders.length === 0 || chosen.length === 0} />
      {orders.length === 0 ? (
        <Alert severity="info">{translate('dispatch.vehicles.noOrders')}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }}>
            <Typography>{translate('dispatch.orders.selected', { smart_count: orders.length })}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {orders.map((o) => o.identity).join(', ')}
            </Typography>
          </Paper>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('dispatch.vehicles.intro')}
          </Typography>
          {vendors.isPending && <Busy sx={{ m: 3 }} />}
          {vendors.isError && <Alert severity="error">{translate('dispatch.vehicles.loadFailed')}</Alert>}
          {vendors.data?.data.length === 0 && <Alert severity="info">{translate('dispatch.vehicles.noVendors')}</Alert>}
          {vendors.data?.data.map((vendor) => {
            const trucks = vehicles.filter((l) => l.vendor_id === vendor.id).reduce((n, l) => n + l.quantity, 0);
            return (
              <Accordion key={vendor.id} defaultExpanded={trucks > 0} slotProps={{ transition: { unmountOnExit: true } }} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`vendor-${vendor.id}`} id={`vendor-${vendor.id}-head`}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{vendor.name}</Typography>
                    {trucks > 0 && <Chip size="small" color="primary" label={translate('dispatch.vehicles.vendorCount', { smart_count: trucks })} />}
                  </Box>
                </AccordionSummary>
                <AccordionDetails id={`vendor-${vendor.id}`}>
                  <VendorVehicles vendor={vendor} />
                </AccordionDetails>
              </Accordion>
            );
          })}
        </>
      )}
    </Box>
  );
}
