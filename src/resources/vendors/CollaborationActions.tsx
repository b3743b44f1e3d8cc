// Accept or reject a vendor's collaboration proposal (only a PROPOSED relation can be answered).
// Both answers ask first (each tells the vendor). The answered vendor replaces its row everywhere.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';
import { useAllowed } from '../../components/useAllowed.ts';
import { COLLABORATION_LISTS } from './paths.ts';

type Answer = 'COLLABORATE' | 'REJECTED';

/** The confirmation's texts per answer. */
const CONFIRM: Record<Answer, { title: string; content: string }> = {
  COLLABORATE: { title: 'forms.vendor.acceptTitle', content: 'forms.vendor.acceptContent' },
  REJECTED: { title: 'lsp.vendor.rejectTitle', content: 'lsp.vendor.rejectContent' },
};

export function CollaborationActions({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const answer = useRecordAction(contract.vendors.updateCollaboration, COLLABORATION_LISTS);
  const allowed = useAllowed('edit');
  if (!record || record.status !== 'PROPOSED' || !allowed) return null;
  const title = String(record.name ?? record.id);
  const send = (status: Answer) => answer.mutate({ id: record.id, body: { status } });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size={size}
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={answer.isPending}
        aria-label={translate('lsp.vendor.acceptOne', { title })}
        onClick={() => setConfirming('COLLABORATE')}
      >
        {translate('lsp.vendor.accept')}
      </Button>
      <Button
        size={size}
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={answer.isPending}
        aria-label={translate('lsp.vendor.rejectOne', { title })}
        onClick={() => setConfirming('REJECTED')}
      >
        {translate('lsp.vendor.reject')}
      </Button>
      <Confirm
        isOpen={confirming !== null}
        title={CONFIRM[confirming ?? 'REJECTED'].title}
        content={CONFIRM[confirming ?? 'REJECTED'].content}
        titleTranslateOptions={{ title }}
        onConfirm={() => {
          if (confirming) send(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
