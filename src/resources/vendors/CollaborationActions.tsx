// Accept or reject a vendor's collaboration proposal (only a PROPOSED relation can be answered).
// Both answers ask first (each tells the vendor). The answered vendor replaces its row everywhere.
import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ConfirmButton } from '../../components/crud/ConfirmButton.tsx';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';
import { useAllowed } from '../../components/useAllowed.ts';
import { COLLABORATION_LISTS } from './paths.ts';

type Answer = 'COLLABORATE' | 'REJECTED';

export function CollaborationActions({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const answer = useRecordAction(contract.vendors.updateCollaboration, COLLABORATION_LISTS);
  const allowed = useAllowed('edit');
  if (!record || record.status !== 'PROPOSED' || !allowed) return null;
  const title = String(record.name ?? record.id);
  const send = (status: Answer) => answer.mutate({ id: record.id, body: { status } });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <ConfirmButton
        size={size}
        variant="contained"
        color="success"
        icon={<CheckIcon />}
        disabled={answer.isPending}
        label={translate('lsp.vendor.accept')}
        ariaLabel={translate('lsp.vendor.acceptOne', { title })}
        title="forms.vendor.acceptTitle"
        content="forms.vendor.acceptContent"
        titleOptions={{ title }}
        onConfirm={() => send('COLLABORATE')}
      />
      <ConfirmButton
        size={size}
        variant="outlined"
        color="error"
        icon={<CloseIcon />}
        disabled={answer.isPending}
        label={translate('lsp.vendor.reject')}
        ariaLabel={translate('lsp.vendor.rejectOne', { title })}
        title="lsp.vendor.rejectTitle"
        content="lsp.vendor.rejectContent"
        titleOptions={{ title }}
        onConfirm={() => send('REJECTED')}
      />
    </Box>
  );
}
