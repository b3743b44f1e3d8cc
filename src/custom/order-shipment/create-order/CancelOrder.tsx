// Cancel the order (PUT /v1/order/{id}/cancel) after a confirmation; it leaves the draft list.
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useBasename, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '../../../../contract/order.ts';
import { useT } from '../../../i18n/useT.ts';
import { contract } from '../../../../contract/index.ts';
import { useOrderWrite } from './calls.ts';
import { customerQuery, type OrderFlow } from './flow.ts';

export function CancelOrder({ order, flow }: { order: OrderDetail; flow: OrderFlow }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [open, setOpen] = useState(false);
  const cancel = useOrderWrite(contract.order.cancel, () => ({ params: { id: order.id } }));
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('orders.cancel.button')}
      </Button>
      <Confirm
        isOpen={open}
        title={t('orders.cancel.title', { identity: order.identity })}
        content={t('orders.cancel.body')}
        confirm={t('orders.cancel.confirm')}
        cancel={t('orders.cancel.keep')}
        loading={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              notify(t('orders.cancel.done', { identity: order.identity }), { type: 'success' });
              navigate(`${basename}/${flow.createPath}${flow.choosesCustomer ? customerQuery(order.shipment_company_id ?? undefined) : ''}`);
            },
            onError: (e) => {
              setOpen(false);
              notify(e.message, { type: 'error' });
            },
          })
        }
      />
    </>
  );
}
