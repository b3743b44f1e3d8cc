// A list's date: "YYYY-MM-DD HH:mm WIB", with the "old record" cue of spec 1 §4 when it is 30 days or
// more ago (a small "Old" label, explained on hover and to screen readers).
import { Box, Chip } from '@mui/material';
import { visuallyHidden } from './visuallyHidden.ts';
import { useTranslate } from 'react-admin';
import { formatDateTime, isOldRecord, type DateInput } from '../i18n/format.ts';

/** `format`: how the date is written (default: WIB date and time; formatDay for a date-only field). */
export function DateCell({ value, format = formatDateTime }: { value: DateInput; format?: (value: DateInput) => string }) {
  const translate = useTranslate();
  const text = format(value);
  if (!isOldRecord(value)) return <>{text}</>;
  const hint = translate('shell.list.oldHint');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <span>{text}</span>
      <Chip
        size="small"
        variant="outlined"
        title={hint}
        label={
          <>
            {translate('shell.list.old')}
            <Box component="span" sx={visuallyHidden}>
              {`: ${hint}`}
            </Box>
          </>
        }
        sx={{ height: 20, fontSize: 12 }}
      />
    </Box>
  );
}
