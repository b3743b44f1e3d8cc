// Drawing a geofence (dialog): name, kind, shape and dwell; a circle's centre or a polygon's points
// clicked on the map (with "Undo last point" and "Clear") or typed, which also works without WebGL.
// The server checks everything again and its field messages are shown under the fields.
import { lazy, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { GEOFENCE_KINDS, GEOFENCE_SHAPES, DWELL_DEFAULT_S, type GeofenceRecord } from '../../../contract/geofence.ts';
import { ApiHttpError } from '../../api/http.ts';
import { useCallWrite } from '../../api/useCall.ts';
import type { MapArea } from '../../components/map/areas.ts';
import { pointOf } from '../../components/map/coordinates.ts';
import { LazyMap } from '../../components/map/LazyMap.tsx';
import { readPoints, writePoints, type LatLon } from './shape.ts';

const FenceMapView = lazy(() => import('./FenceMapView.tsx'));

interface Draft {
  name: string;
  kind: GeofenceRecord['kind'];
  shape: GeofenceRecord['shape'];
  latitude: string;
  longitude: string;
  radius: string;
  points: string;
  dwell: string;
  note: string;
}

const draftOf = (g: GeofenceRecord | null): Draft => ({
  name: g?.name ?? '',
  kind: g?.kind ?? 'FORBIDDEN',
  shape: g?.shape ?? 'CIRCLE',
  latitude: g?.shape === 'CIRCLE' ? String(g.latitude) : '',
  longitude: g?.shape === 'CIRCLE' ? String(g.longitude) : '',
  radius: g?.radius_m ? String(g.radius_m) : '500',
  points: g?.points ? writePoints(g.points) : '',
  dwell: String(g?.dwell_seconds ?? DWELL_DEFAULT_S),
  note: g?.note ?? '',
});

/** What is sent: the shape's own fields only (text as typed; the server reads and checks the numbers). */
function bodyOf(d: Draft, points: LatLon[] | null) {
  const common = { name: d.name, kind: d.kind, shape: d.shape, dwell_seconds: d.dwell, note: d.note };
  return d.shape === 'CIRCLE' ? { ...common, latitude: d.latitude, longitude: d.longitude, radius_m: d.radius } : { ...common, points: points ?? [] };
}

/** `others`: the LSP's other geofences, drawn faintly on the map. */
export function FenceForm({ fence, others, onClose }: { fence: GeofenceRecord | null; others: readonly MapArea[]; onClose: () => void }) {
  const translate = useTranslate();
  const [d, setD] = useState<Draft>(() => draftOf(fence));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const points = readPoints(d.points);
  const typed = pointOf(d.latitude, d.longitude);
  const center: LatLon | null = typed ? [typed.latitude, typed.longitude] : null;
  const onError = (e: Error) => {
    setErrors(e instanceof ApiHttpError ? (e.errors ?? {}) : {});
    setFailure(e.message);
  };
  const create = useCallWrite(contract.geofences.create, { input: (body: ReturnType<typeof bodyOf>) => ({ body }), onSuccess: onClose, onError });
  const update = useCallWrite(contract.geofences.update, { input: (body: ReturnType<typeof bodyOf>) => ({ params: { id: fence?.id ?? 0 }, body }), onSuccess: onClose, onError });
  const saving = create.isPending || update.isPending;
  const save = () => {
    if (d.shape === 'POLYGON' && !points) return setErrors({ points: [translate('geofences.form.badPoints')] });
    setErrors({});
    setFailure(null);
    (fence ? update : create).mutate(bodyOf(d, points));
  };
  const pick = (p: LatLon) => (d.shape === 'CIRCLE' ? set({ latitude: String(p[0]), longitude: String(p[1]) }) : set({ points: writePoints([...(points ?? []), p]) }));
  const fieldError = (key: string) => ({ error: !!errors[key], helperText: errors[key]?.join(' ') });
  const pointErrors = Object.entries(errors).filter(([k]) => k.startsWith('points')).flatMap(([, v]) => v);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="body">
      <DialogTitle>{fence ? translate('geofences.form.titleEdit', { name: fence.name }) : translate('geofences.form.titleNew')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField label={translate('geofences.form.name')} value={d.name} onChange={(e) => set({ name: e.target.value })} required {...fieldError('name')} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField select label={translate('geofences.form.kind')} value={d.kind} onChange={(e) => set({ kind: e.target.value as Draft['kind'] })} {...fieldError('kind')}>
              {GEOFENCE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`geofences.kind.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={translate('geofences.form.shape')} value={d.shape} onChange={(e) => set({ shape: e.target.value as Draft['shape'] })}>
              {GEOFENCE_SHAPES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`geofences.shape.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={translate('geofences.form.dwell')} value={d.dwell} onChange={(e) => set({ dwell: e.target.value })} inputMode="numeric" {...fieldError('dwell_seconds')} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('geofences.form.dwellHelp')}
          </Typography>
          <Typography variant="body2">{translate(d.shape === 'CIRCLE' ? 'geofences.form.circleHint' : 'geofences.form.polygonHint')}</Typography>
          <LazyMap
            View={FenceMapView}
            height={320}
            note={translate('geofences.form.noMap')}
            props={{ label: translate('geofences.form.mapLabel'), shape: d.shape, center, radiusM: Number(d.radius) || null, points: points ?? [], others, onPick: pick }}
          />
          {d.shape === 'CIRCLE' ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField label={translate('geofences.form.latitude')} value={d.latitude} onChange={(e) => set({ latitude: e.target.value })} inputMode="decimal" {...fieldError('latitude')} />
              <TextField label={translate('geofences.form.longitude')} value={d.longitude} onChange={(e) => set({ longitude: e.target.value })} inputMode="decimal" {...fieldError('longitude')} />
              <TextField label={translate('geofences.form.radius')} value={d.radius} onChange={(e) => set({ radius: e.target.value })} inputMode="numeric" {...fieldError('radius_m')} />
            </Box>
          ) : (
            <>
              <Stack direction="row" spacing={1}>
                <Button onClick={() => set({ points: writePoints((points ?? []).slice(0, -1)) })} disabled={!points?.length}>
                  {translate('geofences.form.undo')}
                </Button>
                <Button onClick={() => set({ points: '' })} disabled={!d.points}>
                  {translate('geofences.form.clear')}
                </Button>
              </Stack>
              <TextField
                label={translate('geofences.form.points')}
                value={d.points}
                onChange={(e) => set({ points: e.target.value })}
                multiline
                minRows={3}
                error={pointErrors.length > 0}
                helperText={pointErrors.length ? pointErrors.join(' ') : translate('geofences.form.pointsHelp')}
              />
            </>
          )}
          <TextField label={translate('geofences.form.note')} value={d.note} onChange={(e) => set({ note: e.target.value })} multiline {...fieldError('note')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('geofences.form.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('geofences.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
