// Cancel on every form: leaves without saving, to where saving would have gone (the list, or the
// dashboard for the profile screens). Nothing is sent.
import { Button } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';

/** `onCancel` decides where to go; by default the area's dashboard. */
export function CancelButton({ onCancel }: { onCancel?: () => void }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Button variant="text" color="inherit" onClick={onCancel ?? (() => redirect('/dashboard'))}>
      {translate('ra.action.cancel')}
    </Button>
  );
}
