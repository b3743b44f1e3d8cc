// One order of create-order's lists (the drafts, the sent orders of invoice-order): its identity
// opens it in the editor (read-only once sent), its state, route, when it was made or sent (with
// the "old record" cue of spec 1 §4), its estimated date and weight.
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { OrderRow } from '../../../../contract/order.ts';
import { DateCell } from '../../../components/DateCell.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { RecordCard } from '../../../components/RecordCard.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDay, formatNumber } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/useT.ts';

export function OrderCard({ order, to }: { order: OrderRow; to: string }) {
  const t = useT();
  const title = (
    <Link component={LinkBase} to={to}>
      {order.identity}
    </Link>
  );
  return (
    <RecordCard id={`order-${order.id}`} title={title} marks={<StatusChip status={order.status} />}>
      <Fact label={t('orders.list.route')}>
        {order.pickup || order.dropoff ? `${order.pickup?.name ?? '-'} → ${order.dropoff?.name ?? '-'}` : t('orders.drafts.noStops')}
      </Fact>
      <Fact label={t(order.published_at ? 'orders.list.sent' : 'orders.list.made')}>
        <DateCell value={order.published_at ?? order.created_at} />
      </Fact>
      <Fact label={t('orders.list.estimation')}>{order.estimation_date ? formatDay(order.estimation_date) : '-'}</Fact>
      <Fact label={t('orders.list.weight')}>{order.total_weight === null ? '-' : formatNumber(order.total_weight)}</Fact>
    </RecordCard>
  );
}
