// A list's empty state that says what happens next, instead of react-admin's bare "No results".
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate } from 'react-admin';

export function EmptyState({ textKey }: { textKey: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, m: 'auto', maxWidth: 560 }}>
      <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography sx={{ mt: 1 }}>{translate(textKey)}</Typography>
    </Box>
  );
}
