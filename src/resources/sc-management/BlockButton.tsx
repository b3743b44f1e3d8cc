// Block or unblock a shipping company (a toggle on the server): its users are signed out at once
// and cannot sign in while it is blocked. The list reloads with the new state.
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useMutation } from '@tanstack/react-query';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { request } from '../../api/http.ts';

export function BlockButton() {
  const record = useRecordContext<{ id: number; name: string; is_blocked: boolean }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const toggle = useMutation({
    mutationFn: (id: number) => request(contract.shipmentCompanies.block, { params: { id } }),
    onSuccess: (answer) => {
      if (answer.message) notify(answer.message, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const label = record.is_blocked ? 'admin.sc.unblock' : 'admin.sc.block';
  return (
    <Button
      label={label}
      aria-label={translate(`${label}One`, { title: record.name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(record.id)}
      color={record.is_blocked ? 'primary' : 'error'}
    >
      {record.is_blocked ? <LockOpenIcon /> : <BlockIcon />}
    </Button>
  );
}
