// Shown for a 403 or a page the role may not open. Not a sign-out.
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning">
        <AlertTitle>{translate('shell.accessDenied.title')}</AlertTitle>
        {translate('shell.accessDenied.text')}
      </Alert>
    </Box>
  );
}
