// "Remove logo / avatar / photo" under a stored image: asked first (react-admin's Confirm), the
// removal itself is the caller's call. Used by the generic image input and the account setting.
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useTranslate } from 'react-admin';

interface Props {
  labelKey: string;
  /** The dialog's question, e.g. 'shell.crud.removeImageTitle' with `{ action, title }`. */
  confirmTitle: string;
  confirmOptions?: Record<string, unknown>;
  pending: boolean;
  onConfirm: () => void;
}

export function RemoveImageButton({ labelKey, confirmTitle, confirmOptions, pending, onConfirm }: Props) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => setAsking(true)}>
        {translate(labelKey)}
      </Button>
      <Confirm
        isOpen={asking}
        title={confirmTitle}
        titleTranslateOptions={confirmOptions}
        content="shell.crud.deleteContent"
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
