// The shipment's orders with their stops (pickup and drop-off, when, what), and on a map the stops
// and the trucks that reported a position (the marker list's).
import { Box, Chip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ShipmentDetail } from '../../../../contract/shipment.ts';
import type { SuborderRecord } from '../../../../contract/suborder.ts';
import type { Pin } from '../../../components/map/index.ts';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { formatDay, formatNumber } from '../../../i18n/format.ts';
import { Section } from './Section.tsx';

type Order = ShipmentDetail['orders'][number];

function Stop({ stop }: { stop: SuborderRecord }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.orders.${key}`, values);
  const place = stop.pickup_dropoff_location_point;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.25, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" variant="outlined" label={t(stop.type === 'PICKUP' ? 'pickup' : 'dropoff')} />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {place.name}
        </Typography>
      </Box>
      {place.address && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {place.address}
        </Typography>
      )}
      {stop.estimation_date && <Typography variant="body2">{`${t('estimation')}: ${formatDay(stop.estimation_date)}`}</Typography>}
      {stop.products.length > 0 && (
        <Typography variant="body2">
          {`${t('products')}: `}
          {stop.products.map((p) => t('product', { quantity: formatNumber(p.quantity), unit: p.unit ?? '', name: p.name }).replace(/\s+/g, ' ')).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

function OrderCard({ order }: { order: Order }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`history.detail.orders.${key}`, values);
  return (
    <Box component="article" aria-labelledby={`order-${order.id}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" id={`order-${order.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {order.identity}
        </Typography>
        <StatusChip status={order.status} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', mb: 1 }}>
        <Fact label={t('company')}>{order.shipment_company?.name ?? '-'}</Fact>
        <Fact label={t('weight')}>{formatNumber(order.total_weight)}</Fact>
        {order.note && <Fact label={t('note')}>{order.note}</Fact>}
      </Box>
      <Box component="ul" aria-label={t('stops', { identity: order.identity })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.suborders.map((s) => (
          <Stop key={s.id} stop={s} />
        ))}
      </Box>
    </Box>
  );
}

export function OrdersSection({ shipment }: { shipment: ShipmentDetail }) {
  const translate = useTranslate();
  return (
    <Section id="shipment-orders" title={translate('history.detail.orders.title')}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {shipment.orders.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </Box>
    </Section>
  );
}

/** Every stop of every order as map pins, pickups and drop-offs in two colours (the live map draws them under the trucks). */
export function useStopPins(shipment: ShipmentDetail): Pin[] {
  const translate = useTranslate();
  const theme = useTheme();
  return shipment.orders.flatMap((o) =>
    o.suborders.map((s) => ({
      latitude: s.pickup_dropoff_location_point.latitude,
      longitude: s.pickup_dropoff_location_point.longitude,
      label: `${translate(`history.detail.orders.${s.type === 'PICKUP' ? 'pickup' : 'dropoff'}`)}: ${s.pickup_dropoff_location_point.name} (${o.identity})`,
      color: s.type === 'PICKUP' ? theme.palette.primary.main : theme.palette.secondary.main,
    })),
  );
}
