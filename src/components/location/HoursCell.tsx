// A list cell with a location's operating hours on one line ("06:00–22:00 WIB").
import { Box } from '@mui/material';
import { formatOperatingHours } from './hours.ts';

export const hoursCell = (record: Record<string, unknown>) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {formatOperatingHours(record.start_operation_hour as string | null, record.end_operation_hour as string | null)}
  </Box>
);
