// Block or unblock a shipping company (a toggle on the server), the same in every area: asked first
// (blocking signs its users out at once and refuses their sign-in), then the answered company
// replaces its row in the list it was clicked in.
import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Confirm, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';

const T = 'lsp.customer';

export function BlockButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const toggle = useRecordAction(contract.shipmentCompanies.block, resource ? [resource] : []);
  if (!record) return null;
  const title = String(record.name ?? record.id);
  const word = record.is_blocked ? 'unblock' : 'block';
  return (
    <>
      <Button
        size="small"
        color={record.is_blocked ? 'primary' : 'error'}
        startIcon={record.is_blocked ? <LockOpenIcon /> : <BlockIcon />}
        disabled={toggle.isPending}
        aria-label={translate(`${T}.${word}One`, { title })}
        onClick={() => setAsking(true)}
      >
        {translate(`${T}.${word}`)}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${T}.${word}Title`}
        content={`${T}.${word}Content`}
        titleTranslateOptions={{ title }}
        onConfirm={() => {
          setAsking(false);
          toggle.mutate({ id: record.id });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
