// The LSP's geofences: the name filter (case-insensitive contains, on the server), each with its
// kind, shape and dwell, edit and delete; "New geofence" opens the drawing form.
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { GeofenceRecord } from '../../../contract/geofence.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { Busy } from '../../components/Busy.tsx';
import { useAllowed } from '../../components/useAllowed.ts';
import { geofenceAreas } from './areas.ts';
import { FenceForm } from './FenceForm.tsx';

function Summary({ fence }: { fence: GeofenceRecord }) {
  const translate = useTranslate();
  const kind = translate(`geofences.kind.${fence.kind}`);
  return (
    <Typography variant="body2" color="text.secondary">
      {fence.shape === 'CIRCLE'
        ? translate('geofences.list.circle', { kind, radius: fence.radius_m, dwell: fence.dwell_seconds })
        : translate('geofences.list.polygon', { kind, smart_count: fence.points?.length ?? 0, dwell: fence.dwell_seconds })}
    </Typography>
  );
}

export function FenceList() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<GeofenceRecord | 'new' | null>(null);
  const list = useCall(contract.geofences.list, { query: search.trim() ? { search_key: search.trim() } : {} });
  const remove = useCallWrite(contract.geofences.remove, { input: (id: number) => ({ params: { id } }) });
  const fences = list.data?.data ?? [];
  // A READ_ONLY user reads the geofences but is offered no write.
  const mayCreate = useAllowed('create');
  const mayEdit = useAllowed('edit');
  const mayDelete = useAllowed('delete');
  const askDelete = (g: GeofenceRecord) => {
    if (window.confirm(translate('geofences.list.confirmDelete', { name: g.name }))) remove.mutate(g.id);
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={translate('geofences.list.filter')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flex: '1 1 220px' }} />
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('geofences.list.add')}
          </Button>
        )}
      </Box>
      {list.isPending ? (
        <Busy size={24} />
      ) : list.isError ? (
        <Alert severity="error">{translate('geofences.list.failed')}</Alert>
      ) : fences.length === 0 ? (
        <Typography color="text.secondary">{translate('geofences.list.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={translate('geofences.tabs.fences')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {fences.map((g) => (
            <Box component="li" key={g.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.name}</Typography>
                <Summary fence={g} />
              </Box>
              {mayEdit && (
                <Button size="small" onClick={() => setEditing(g)}>
                  {translate('geofences.list.edit')}
                </Button>
              )}
              {mayDelete && (
                <Button size="small" color="error" onClick={() => askDelete(g)} disabled={remove.isPending}>
                  {translate('geofences.list.delete')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <FenceForm
          fence={editing === 'new' ? null : editing}
          others={geofenceAreas(fences.filter((g) => editing === 'new' || g.id !== editing.id), (kind) => translate(`geofences.kind.${kind}`))}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
