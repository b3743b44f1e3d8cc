// order-shipment/history-order/detail-history-order/{id}: one shipment as the viewer's role sees
// it (GET /v1/shipment/{id}/details answers a vendor only its own part): header with the
// shipment's actions, orders and their stops (and the trucks' last positions) on a map, the trucks
// live (position, path driven, stops), the marker list, vendors with vehicles and trucks, the weighbridge tickets and losses, trips, and the timeline. Another tenant's id is a 404
// from the server: "not yours to see".
import { Alert, Box, Button, Chip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, useBasename, useLocation, useParams, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { Role } from '../../../../contract/lib.ts';
import type { ShipmentDetail } from '../../../../contract/shipment.ts';
import { ApiHttpError } from '../../../api/http.ts';
import { useCall } from '../../../api/useCall.ts';
import { BusyPage } from '../../../components/Busy.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { ShipmentActions } from '../actions/index.ts';
import { MarkersSection } from './MarkersSection.tsx';
import { OrdersSection, useStopPins } from './OrdersSection.tsx';
import { listPath } from './paths.ts';
import { RitaseSection } from './RitaseSection.tsx';
import { Timeline } from './Timeline.tsx';
import { VendorParts } from './VendorParts.tsx';
import { WeighbridgeSection } from '../weighbridge/WeighbridgeSection.tsx';
import { ShipmentInvoices } from '../../invoices/ShipmentInvoices.tsx';
import { ShipmentLive } from '../../tracking/index.tsx';

function Header({ shipment, role }: { shipment: ShipmentDetail; role: Role }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.${key}`, values);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <StatusChip status={shipment.status} />
        <Chip size="small" variant="outlined" label={translate('history.list.trip', { ritase: shipment.ritase })} />
        <Box sx={{ flex: 1 }} />
        <ShipmentActions shipment={shipment} role={role} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        <Fact label={t('provider')}>{shipment.logistics_service_provider.name}</Fact>
        <Fact label={t('created')}>{formatDateTime(shipment.created_at)}</Fact>
        <Fact label={t('updated')}>{formatDateTime(shipment.updated_at)}</Fact>
        <Fact label={translate('history.list.trucks')}>
          {t('counts', { tracks: formatNumber(shipment.tracks_count), asked: formatNumber(shipment.vehicle_detail_count), smart_count: shipment.type_vehicle_count })}
        </Fact>
        {shipment.note && <Fact label={t('note')}>{shipment.note}</Fact>}
      </Box>
    </Box>
  );
}

/** The stops of the orders under the trucks' live positions and paths. */
function LiveMap({ shipment, role }: { shipment: ShipmentDetail; role: Role }) {
  return <ShipmentLive shipmentId={shipment.id} identity={shipment.identity} role={role} places={useStopPins(shipment)} />;
}

export function ShipmentDetailPage({ role }: { role: Role }) {
  const translate = useTranslate();
  const basename = useBasename();
  const id = Number(useParams().id);
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  // An action that changes the shipment reads it again (every cached read is invalidated).
  const detail = useCall(contract.shipment.details, { params: { id } }, {
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof ApiHttpError && error.status < 500) && count < 2,
  });
  const shipment = detail.data?.data;
  const missing = !Number.isInteger(id) || id <= 0 || (detail.error instanceof ApiHttpError && (detail.error.status === 404 || detail.error.status === 403));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Button component={LinkBase} to={`${listPath(basename)}${listSearch}`} startIcon={<ArrowBackIcon />} size="small">
          {translate('history.detail.back')}
        </Button>
      </Box>
      {missing ? (
        <>
          <PageHeading title={translate('history.menu')} />
          <Alert severity="warning">{translate('history.detail.notFound')}</Alert>
        </>
      ) : detail.isError && !shipment ? (
        <>
          <PageHeading title={translate('history.menu')} />
          <Alert severity="error" action={<Button onClick={() => void detail.refetch()}>{translate('history.list.retry')}</Button>}>
            {translate('history.detail.failed')}
          </Alert>
        </>
      ) : !shipment ? (
        <BusyPage />
      ) : (
        <>
          <Box>
            <PageHeading title={translate('history.detail.title', { identity: shipment.identity })} />
            <Header shipment={shipment} role={role} />
            <ShipmentInvoices shipmentId={shipment.id} role={role} />
          </Box>
          <OrdersSection shipment={shipment} />
          <LiveMap shipment={shipment} role={role} />
          <MarkersSection shipmentId={shipment.id} identity={shipment.identity} />
          <VendorParts shipment={shipment} role={role} />
          <WeighbridgeSection shipmentId={shipment.id} role={role} />
          <RitaseSection shipmentId={shipment.id} />
          <Timeline shipmentId={shipment.id} />
        </>
      )}
    </Box>
  );
}
