// The administrator's newest activity log entries, as the log shows them, with a link to the log.
import { Box, Button, Card, Typography } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import type { ActivityRow } from '../../../contract/activity-log.ts';
import { ActivityEntry } from '../activity-log/ActivityEntry.tsx';

/** `to`: the activity log's path inside the area. */
export function RecentActivity({ rows, to }: { rows: readonly ActivityRow[]; to?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('shell.dashboard.recentActivity')}
      </Typography>
      <Card variant="outlined" sx={{ px: 2 }}>
        {rows.length === 0 ? (
          <Typography sx={{ py: 1.5 }}>{translate('shell.dashboard.noRecent')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <ActivityEntry key={row.id} row={row} />
            ))}
          </Box>
        )}
      </Card>
      {to && (
        <Button component={LinkBase} to={`${basename}/${to}`} sx={{ mt: 1 }}>
          {translate('shell.dashboard.openActivityLog')}
        </Button>
      )}
    </Box>
  );
}
