// Block or unblock a driver (PUT /v1/drivers/:id/block|unblock): a blocked driver gets no new
// tracks and cannot sign in. The row is read again after the change.
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCallWrite } from '../../api/useCall.ts';
import { useAllowed } from '../../components/useAllowed.ts';

export function BlockButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const allowed = useAllowed('edit');
  const change = useCallWrite(contract.driver.block, { input: (type: 'block' | 'unblock') => ({ params: { id: Number(record!.id), type } }) });
  if (!record || !allowed) return null;
  const blocked = !!record.is_blocked;
  const name = String(record.user_name ?? record.id);
  return (
    <Button
      size="small"
      color={blocked ? 'primary' : 'error'}
      startIcon={blocked ? <LockOpenIcon /> : <BlockIcon />}
      disabled={change.isPending}
      aria-label={translate(blocked ? 'vendor.drivers.unblockOne' : 'vendor.drivers.blockOne', { name })}
      onClick={() => change.mutate(blocked ? 'unblock' : 'block')}
    >
      {translate(blocked ? 'vendor.drivers.unblock' : 'vendor.drivers.block')}
    </Button>
  );
}
