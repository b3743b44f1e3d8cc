// One entry of the user activity log: what was done to which records, by whom (their role and
// organisation then), when (WIB), from where; a change's fields before and after on demand.
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityRow } from '../../../contract/activity-log.ts';
import { Disclosure } from '../../components/Disclosure.tsx';
import { formatDateTime } from '../../i18n/format.ts';

const SHOWN_KEYS = 3;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a person reads it: instants in WIB, objects as JSON, nothing as a dash. */
export function shownValue(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'string') return INSTANT.test(v) ? formatDateTime(v) : v;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function useWhat(row: ActivityRow): string | null {
  const translate = useTranslate();
  if (!row.entity) return null;
  const entity = translate(`activity.entities.${row.entity}`, { _: row.entity });
  const keys = row.record_keys.slice(0, SHOWN_KEYS).map((k) => `#${k}`).join(', ');
  const more = row.record_count - Math.min(row.record_keys.length, SHOWN_KEYS);
  const records = more > 0 ? translate('activity.recordsMore', { keys, more }) : translate('activity.records', { keys });
  const count = row.record_count > 1 ? ` ${translate('activity.recordsOf', { smart_count: row.record_count })}` : '';
  return `${translate('activity.what', { entity, records })}${count}`;
}

function Changes({ row, what }: { row: ActivityRow; what: string }) {
  const translate = useTranslate();
  const entries = Object.entries(row.changes ?? {});
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('activity.changes', { what })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('activity.field')}</TableCell>
            <TableCell>{translate('activity.before')}</TableCell>
            <TableCell>{translate('activity.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([field, change]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {field}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shownValue(change.before)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shownValue(change.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ActivityEntry({ row }: { row: ActivityRow }) {
  const translate = useTranslate();
  const what = useWhat(row);
  const type = translate(`activity.types.${row.type_activity}`);
  const hasChanges = what !== null && Object.keys(row.changes ?? {}).length > 0;
  const role = row.role ? translate(`shell.roles.${row.role}`) : null;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={type} />
        {what && <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{what}</Typography>}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.user ? translate('activity.by', { name: row.user.name, email: row.user.email }) : translate('activity.unknownUser')}
      </Typography>
      {role && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.organisation?.name ? translate('activity.as', { role, organisation: row.organisation.name }) : role}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[formatDateTime(row.created_at), row.ip ? translate('activity.from', { ip: row.ip }) : null, row.request_id ? translate('activity.request', { id: row.request_id }) : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {row.user_agent && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('activity.browser', { agent: row.user_agent })}
        </Typography>
      )}
      {hasChanges && (
        <Disclosure show={translate('activity.showChanges')} hide={translate('activity.hideChanges')}>
          <Changes row={row} what={what} />
        </Disclosure>
      )}
    </Box>
  );
}
