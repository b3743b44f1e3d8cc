// "Propose collaboration" on an LSP without a relation or with a rejected one (the server renews
// a rejected proposal); the row then shows PROPOSED.
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCallWrite } from '../../api/useCall.ts';
import { useAllowed } from '../../components/useAllowed.ts';

const PROPOSABLE = new Set([null, undefined, 'REJECTED']);

export function ProposeButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const allowed = useAllowed('create');
  const propose = useCallWrite(contract.lsps.propose, { input: (id: number) => ({ params: { idLSP: id } }) });
  if (!record || !PROPOSABLE.has(record.status) || !allowed) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<SendIcon />}
      disabled={propose.isPending}
      aria-label={translate('vendor.lsp.proposeOne', { name: record.name })}
      onClick={() => propose.mutate(Number(record.id))}
    >
      {translate('vendor.lsp.propose')}
    </Button>
  );
}
