// Block or unblock a shipping company (a toggle on the server), the same in every area: asked first
// (blocking signs its users out at once and refuses their sign-in), then the answered company
// replaces its row in the list it was clicked in.
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ConfirmButton } from '../../components/crud/ConfirmButton.tsx';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';

const T = 'lsp.customer';

export function BlockButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const toggle = useRecordAction(contract.shipmentCompanies.block, resource ? [resource] : []);
  if (!record) return null;
  const title = String(record.name ?? record.id);
  const word = record.is_blocked ? 'unblock' : 'block';
  return (
    <ConfirmButton
      label={translate(`${T}.${word}`)}
      ariaLabel={translate(`${T}.${word}One`, { title })}
      icon={record.is_blocked ? <LockOpenIcon /> : <BlockIcon />}
      color={record.is_blocked ? 'primary' : 'error'}
      disabled={toggle.isPending}
      title={`${T}.${word}Title`}
      content={`${T}.${word}Content`}
      titleOptions={{ title }}
      onConfirm={() => toggle.mutate({ id: record.id })}
    />
  );
}
