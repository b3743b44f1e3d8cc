// One exchange of the mirroring log: what (kind), how it went (outcome and reason: the server's
// codes translated, a counterpart's own words as it said them), with whom and which way, the
// records it concerns, when (WIB) and the request that made it.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOCAL_COUNTERPARTS, MIRROR_NOTES, type MirroringRow } from '../../../contract/mirroring.ts';
import { formatDateTime } from '../../i18n/format.ts';

const Line = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

export function MirroringEntry({ row }: { row: MirroringRow }) {
  const translate = useTranslate();
  const reason = row.reason && ((MIRROR_NOTES as readonly string[]).includes(row.reason) ? translate(`mirroringLog.reasons.${row.reason}`) : row.reason);
  const local = LOCAL_COUNTERPARTS[row.counterpart as keyof typeof LOCAL_COUNTERPARTS];
  const counterpart = local ? translate(`mirroringLog.counterparts.${local}`) : row.counterpart;
  const related = Object.entries(row.related).map(([name, value]) => translate(`mirroringLog.related.${name}`, { value, _: `${name} ${value}` }));
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color={row.outcome === 'OK' ? 'success' : 'error'} label={translate(`mirroringLog.outcomes.${row.outcome}`)} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{translate(`mirroringLog.kinds.${row.kind}`)}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {[translate(`mirroringLog.directions.${row.direction}`, { counterpart }), reason].filter(Boolean).join(' · ')}
      </Typography>
      {related.length > 0 && <Line>{related.join(' · ')}</Line>}
      <Line>{[formatDateTime(row.created_at), row.request_id ? translate('mirroringLog.request', { id: row.request_id }) : null].filter(Boolean).join(' · ')}</Line>
    </Box>
  );
}
