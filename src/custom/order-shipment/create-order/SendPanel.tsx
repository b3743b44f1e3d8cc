// Send (publish) a DRAFT with an optional note. A refusal keeps the server's answer on screen
// (spec 2 §8) until the next attempt; success goes where the flow says, naming the order.
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useBasename, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '../../../../contract/order.ts';
import { useT } from '../../../i18n/useT.ts';
import { contract } from '../../../../contract/index.ts';
import { useOrderWrite } from './calls.ts';
import { ErrorBody } from './ErrorBody.tsx';
import type { OrderFlow } from './flow.ts';

export function SendPanel({ order, flow }: { order: OrderDetail; flow: OrderFlow }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [note, setNote] = useState('');
  const publish = useOrderWrite(contract.order.publish, () => ({ params: { orderId: order.id }, body: note.trim() ? { note: note.trim() } : {} }));
  const complete = ['PICKUP', 'DROPOFF'].every((type) => order.suborders.some((s) => s.type === type && s.products.length > 0));

  return (
    <Stack spacing={1} component="section" aria-label={t('orders.send.button')}>
      <TextField label={t('orders.send.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      {!complete && (
        <Typography variant="body2" color="text.secondary">
          {t('orders.send.needsStops')}
        </Typography>
      )}
      <ErrorBody error={publish.error} title={t('orders.send.failed')} />
      <div>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={publish.isPending}
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: () => {
                notify(t('orders.send.sent', { identity: order.identity }), { type: 'success' });
                navigate(`${basename}/${flow.afterSend}?order=${order.id}`);
              },
            })
          }
        >
          {t('orders.send.button')}
        </Button>
      </div>
    </Stack>
  );
}
