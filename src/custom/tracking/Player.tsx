// One playback on screen (docs/tracking.md "Playback"): the path drawn once, a marker stepping along
// it in time order at 1x to 20x with play, pause and a time slider, the view following the truck
// if asked; the stops (over 5 minutes still) on the map and listed, the gaps in the GPS stream, and
// the trip's summary. Everything the map shows is written beside it too.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Slider, TextField, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslate } from 'react-admin';
import type { PlaybackAnswer } from '../../../contract/tracking.ts';
import { Busy } from '../../components/Busy.tsx';
import { Fact } from '../../components/Fact.tsx';
import { RouteMap, type Pin } from '../../components/map/index.ts';
import { formatDateTimeWib, formatNumber, formatTimeWib } from '../../i18n/format.ts';
import { hoursMinutes, drawnPath, placeAt, sanePoints, SPEEDS } from './replay.ts';
import { usePlayer } from './usePlayer.ts';

type Span = { started_at: string; ended_at: string; seconds: number };

function SpanList({ title, spans }: { title: string; spans: readonly Span[] }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {spans.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('tracking.playback.noStops')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {spans.map((s) => (
            <Typography component="li" variant="body2" key={s.started_at}>
              {translate('tracking.playback.stopItem', { from: formatDateTimeWib(s.started_at), to: formatTimeWib(s.ended_at), minutes: formatNumber(Math.round(s.seconds / 60)) })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

const NO_POINTS: PlaybackAnswer['points'] = [];
const NO_SPANS: PlaybackAnswer['stops'] = [];

/**
 * `answer` null: still being read. The map is there already (its engine starting while the positions
 * are read), the controls and the summary come with the answer.
 */
export function Player({ answer, plate, places = [] }: { answer: PlaybackAnswer | null; plate: string; places?: readonly Pin[] }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.playback.${key}`, values);
  const points = answer?.points ?? NO_POINTS;
  const stops = answer?.stops ?? NO_SPANS;
  const sane = useMemo(() => sanePoints(points), [points]);
  const lines = useMemo(() => (sane.length ? [{ id: 'driven', kind: 'driven' as const, coordinates: drawnPath(sane) }] : []), [sane]);
  const pins: Pin[] = useMemo(
    () => stops.map((s) => ({ latitude: s.latitude, longitude: s.longitude, label: t('stopItem', { from: formatDateTimeWib(s.started_at), to: formatTimeWib(s.ended_at), minutes: formatNumber(Math.round(s.seconds / 60)) }) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language only, as answer does
    [stops],
  );
  const end = sane.length ? sane[sane.length - 1][0] : 0;
  const player = usePlayer(end);
  const [follow, setFollow] = useState(true);
  const start = new Date(answer?.start ?? 0).getTime();
  const place = placeAt(sane, player.second);
  const at = formatDateTimeWib(start + player.second * 1000);
  const duration = (seconds: number) => t('duration', hoursMinutes(seconds));
  const map = <RouteMap label={t('mapLabel', { plate })} height={400} lines={lines} pins={[...pins, ...places]} mover={place && { ...place, label: t('mover', { plate, time: at }) }} follow={follow} />;
  if (!answer) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {map}
        <Busy size={24} />
      </Box>
    );
  }
  const s = answer.summary;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {map}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {player.playing ? (
          <Button variant="contained" startIcon={<PauseIcon />} onClick={player.pause}>
            {t('pause')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={player.play} disabled={sane.length < 2}>
            {t('play')}
          </Button>
        )}
        <TextField select size="small" label={t('speed')} value={player.speed} onChange={(e) => player.setSpeed(Number(e.target.value))} sx={{ width: 110 }}>
          {SPEEDS.map((v) => (
            <MenuItem key={v} value={v}>
              {t('speedValue', { speed: v })}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={follow} onChange={(e) => setFollow(e.target.checked)} />} label={t('follow')} />
        <Typography variant="body2" component="output" aria-live="off" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {at}
        </Typography>
      </Box>
      <Slider
        aria-label={t('slider')}
        min={0}
        max={Math.max(end, 1)}
        step={1}
        value={player.second}
        onChange={(_, v) => player.setSecond(v as number)}
        getAriaValueText={(v) => formatDateTimeWib(start + v * 1000)}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => formatTimeWib(start + v * 1000)}
        sx={{ mx: 1, width: 'auto' }}
      />
      {answer.next_from && <Alert severity="info">{t('more', { time: formatDateTimeWib(answer.next_from) })}</Alert>}
      <Box component="section" aria-labelledby="playback-summary" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" id="playback-summary">
          {t('summary')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))' }}>
          <Fact label={t('distance')}>{t('km', { km: formatNumber(Math.round(s.distance_m / 100) / 10) })}</Fact>
          <Fact label={t('driving')}>{duration(s.driving_seconds)}</Fact>
          <Fact label={t('stopped')}>{duration(s.stopped_seconds)}</Fact>
          <Fact label={t('stops')}>{formatNumber(s.stops)}</Fact>
          <Fact label={t('positions')}>{formatNumber(s.positions)}</Fact>
        </Box>
        {s.absurd > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('absurd', { smart_count: s.absurd })}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SpanList title={t('stopsTitle')} spans={answer.stops} />
          <SpanList title={t('gapsTitle')} spans={answer.gaps} />
        </Box>
      </Box>
    </Box>
  );
}
