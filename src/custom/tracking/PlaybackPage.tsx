// LSP order-shipment/playback and playback/data (spec 1 §2): without a truck, the trucks on the road
// to choose from; with one (?track=, from a shipment's detail or the dashboard), its trip in a
// range (WIB, in the URL so a view can be shared and reloaded) replayed by the Player. An empty
// range says "Data playback tidak ditemukan" (spec 2 §6), in English "No playback data found".
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography, useTheme } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { contract } from '../../../contract/index.ts';
import { ApiHttpError } from '../../api/http.ts';
import { useCall, usePrefetchCall } from '../../api/useCall.ts';
import { Busy } from '../../components/Busy.tsx';
import { preloadRouteMap } from '../../components/map/index.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PLAYBACK_SLUG, playbackPath } from './paths.ts';
import { Player } from './Player.tsx';
import { PointsOfInterest, poiPins, usePointsOfInterest } from './PointsOfInterest.tsx';
import { RangeForm } from './RangeForm.tsx';
import { defaultRange, type Range } from './replay.ts';
import { LoadState } from './LoadState.tsx';
import { TruckList } from './TruckList.tsx';

const RANGE_KEYS = ['from_date', 'from_time', 'to_date', 'to_time'] as const;

function TrucksToChoose() {
  const translate = useTranslate();
  const live = useCall(contract.tracking.liveTracking);
  const trucks = live.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="playback-choose" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2" id="playback-choose">
        {translate('tracking.playback.choose')}
      </Typography>
      <LoadState loading={live.isPending} failed={live.isError ? translate('tracking.dashboard.failed') : null} empty={trucks.length === 0 ? translate('tracking.dashboard.empty') : null}>
        {() => <TruckList label={translate('tracking.dashboard.listLabel')} trucks={trucks} />}
      </LoadState>
    </Box>
  );
}

function Replay({ trackId, range }: { trackId: number; range: Range }) {
  // The map's code loads while the positions are read, not after.
  useEffect(preloadRouteMap, []);
  const translate = useTranslate();
  const theme = useTheme();
  const [poiSearch, setPoiSearch] = useState('');
  const pois = usePointsOfInterest(poiSearch);
  const poiList = pois.data?.data ?? [];
  const asked = { params: { id: trackId }, query: range };
  // Sent as this renders: the map below starts its engine in its first effects, beside the read.
  usePrefetchCall(contract.tracking.playback, asked);
  const playback = useCall(contract.tracking.playback, asked);
  const track = useCall(contract.tracks.get, { params: { id: trackId } });
  const answer = playback.data?.data;
  if (playback.isError) return <Alert severity="error">{playback.error instanceof ApiHttpError ? playback.error.message : translate('tracking.playback.failed')}</Alert>;
  return (
    <>
      {answer?.points.length === 0 ? (
        <Alert severity="info">{translate('tracking.playback.empty')}</Alert>
      ) : (
        // Another range starts a new player. It shows its map while the positions are read (null),
        // so the map's engine starts beside the read rather than after it.
        <Player key={`${trackId}-${RANGE_KEYS.map((k) => range[k]).join()}`} answer={answer ?? null} plate={track.data?.data.vehicle_detail?.plate_number ?? '-'} places={poiPins(poiList, theme)} />
      )}
      <PointsOfInterest search={poiSearch} onSearch={setPoiSearch} pois={poiList} loaded={!!pois.data} />
    </>
  );
}

function TrackPlayback({ trackId }: { trackId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const track = useCall(contract.tracks.get, { params: { id: trackId } }, { retry: (n, e) => !(e instanceof ApiHttpError && e.status < 500) && n < 2 });
  const record = track.data?.data;
  const asked = RANGE_KEYS.every((k) => params.get(k));
  if (track.isError) return <Alert severity="warning">{translate('tracking.playback.unknownTrack')}</Alert>;
  if (!record) return <Busy size={24} />;
  const range: Range = asked ? (Object.fromEntries(RANGE_KEYS.map((k) => [k, params.get(k)!])) as unknown as Range) : defaultRange(record, new Date());
  const show = (next: Range) => navigate(playbackPath(basename, 'LOGISTIC_SERVICE_PROVIDER', trackId, { ...next })!);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {translate('tracking.playback.truck', { plate: record.vehicle_detail?.plate_number ?? '-', driver: record.driver?.name ?? '-', identity: record.shipment_identity })}
      </Typography>
      <RangeForm key={RANGE_KEYS.map((k) => range[k]).join()} range={range} onShow={show} />
      <Replay trackId={trackId} range={range} />
    </Box>
  );
}

export function PlaybackPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [params] = useSearchParams();
  const trackId = Number(params.get('track'));
  const chosen = Number.isInteger(trackId) && trackId > 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading title={translate('tracking.playback.title')} />
      {chosen ? (
        <>
          <TrackPlayback trackId={trackId} />
          <Box>
            <Button component={LinkBase} to={`${basename}/${PLAYBACK_SLUG}`} size="small">
              {translate('tracking.playback.other')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography variant="body2">{translate('tracking.playback.intro')}</Typography>
          <TrucksToChoose />
        </>
      )}
    </Box>
  );
}
