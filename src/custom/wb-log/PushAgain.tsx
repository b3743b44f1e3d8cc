// The weighbridge log's "Push again": the entries the administrator selected, sent downstream again
// after a confirmation (POST /v1/logs/weighbridge-push-v2); the server's answer (how many went,
// how many failed, in the user's language) is the toast, and each push is in the mirroring log.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCallWrite } from '../../api/useCall.ts';

export function PushAgain({ selected, onDone }: { selected: readonly number[]; onDone: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const push = useCallWrite(contract.logs.push, {
    input: (ids: readonly number[]) => ({ body: { log_ids: [...ids] } }),
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
  });
  const n = selected.length;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {n ? translate('wbLog.push.selected', { smart_count: n }) : ''}
      </Typography>
      <Button variant="contained" disabled={n === 0} onClick={() => setOpen(true)}>
        {translate('wbLog.push.button')}
      </Button>
      <Button disabled={n === 0} onClick={onDone}>
        {translate('wbLog.push.clear')}
      </Button>
      <Confirm
        isOpen={open}
        title={translate('wbLog.push.title', { smart_count: n })}
        content={translate('wbLog.push.body')}
        confirm={translate('wbLog.push.confirm')}
        cancel={translate('wbLog.push.cancel')}
        loading={push.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => push.mutate(selected)}
      />
    </Stack>
  );
}
