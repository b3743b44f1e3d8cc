// A map of trips (react-map-gl, with the engine of useBaseMap), loaded only through RouteMap's lazy import: the
// lines a truck is planned to take (MAPBOX, dashed) and has driven (FMS or reported, solid), the
// trucks as dots coloured by their state (one GeoJSON layer, so 500 trucks cost one draw, not 500
// DOM markers), areas (geofences) under them, pins for stops and places, and one moving marker
// that the view may follow (playback). A click on a truck or an area tells its label.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { useTranslate } from 'react-admin';
import { areaColor, areaFeatures, type MapArea } from './areas.ts';
import { useBaseMap } from './baseMap.ts';
import { boundsView, initialView, type Point } from './coordinates.ts';
import type { Pin } from './MapView.tsx';
import { routeLayers } from './routeLayers.ts';

export interface RouteLine {
  id: string;
  /** planned: the direction asked (dashed); driven: the path reported (solid). */
  kind: 'planned' | 'driven';
  /** [longitude, latitude] pairs, GeoJSON's order. */
  coordinates: readonly [number, number][];
}

export interface TruckDot extends Point {
  id: string;
  /** Told when the dot is clicked. */
  label: string;
  color: string;
}

export interface Mover extends Point {
  label: string;
  heading: number | null;
}

export interface RouteMapViewProps {
  /** The map's accessible name. */
  label: string;
  height?: number;
  lines?: readonly RouteLine[];
  trucks?: readonly TruckDot[];
  /** Drawn under the lines; not part of the first view's fit (the trucks are what is looked for). */
  areas?: readonly MapArea[];
  pins?: readonly Pin[];
  /** The one marker that moves (a playback's truck). */
  mover?: Mover | null;
  /** Keep the mover in view. */
  follow?: boolean;
  onUnavailable?: () => void;
}

const TRUCK_LAYER = 'trucks';
const AREA_LAYER = 'areas-fill';
const NO_AREAS: readonly MapArea[] = [];
/** Marked when the map has first drawn everything it was given (bench/tracking-browser.mjs reads it). */
export const DRAWN_MARK = 'lsi:route-map-drawn';

/** Everything drawn, as points: the first view fits them all. */
function allPoints(lines: readonly RouteLine[], trucks: readonly Point[], pins: readonly Point[], mover: Point | null | undefined): Point[] {
  const out: Point[] = [...trucks, ...pins];
  if (mover) out.push(mover);
  for (const line of lines) for (const [longitude, latitude] of line.coordinates) out.push({ latitude, longitude });
  return out;
}

export default function RouteMapView({ label, height = 360, lines = [], trucks = [], areas = NO_AREAS, pins = [], mover, follow, onUnavailable }: RouteMapViewProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const mapRef = useRef<MapRef>(null);
  const { mapProps, offline, gl } = useBaseMap(label, onUnavailable);
  const { Map, Layer, Marker, NavigationControl, Popup, Source } = gl;
  const [initial] = useState(() => {
    const points = allPoints(lines, trucks, pins, mover);
    return points.length > 1 ? boundsView(points) : initialView(points[0] ?? null);
  });
  // A map shown before its lines (a playback whose positions are still read) fits them once they come.
  // Run when the lines change and when the map has loaded (lines may come before the map exists).
  const linesFitted = useRef(lines.length > 0);
  const fitLines = () => {
    const map = mapRef.current;
    if (linesFitted.current || !lines.length || !map) return;
    linesFitted.current = true;
    const points = allPoints(lines, trucks, pins, mover);
    if (points.length > 1) {
      const { bounds, fitBoundsOptions } = boundsView(points);
      map.fitBounds(bounds, { ...fitBoundsOptions, duration: 0 });
    } else map.jumpTo({ center: [points[0]!.longitude, points[0]!.latitude] });
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fitLines reads this render's props; the lines are what starts it
  useEffect(fitLines, [lines]);
  const [opened, setOpened] = useState<{ label: string; latitude: number; longitude: number } | null>(null);

  const lineData = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: lines.map((l) => ({ type: 'Feature' as const, properties: { kind: l.kind }, geometry: { type: 'LineString' as const, coordinates: l.coordinates as [number, number][] } })),
    }),
    [lines],
  );
  const areaData = useMemo(() => areaFeatures(areas), [areas]);
  const [forbiddenColor, placeColor] = [areaColor('forbidden', theme), areaColor('place', theme)];
  const truckData = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: trucks.map((t) => ({ type: 'Feature' as const, properties: { id: t.id, color: t.color }, geometry: { type: 'Point' as const, coordinates: [t.longitude, t.latitude] } })),
    }),
    [trucks],
  );

  const moverLat = mover?.latitude;
  const moverLng = mover?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!follow || !map || moverLat === undefined || moverLng === undefined) return;
    map.jumpTo({ center: [moverLng, moverLat] });
  }, [follow, moverLat, moverLng]);

  // Marked at the first idle with something to show: a map waiting for its lines is not drawn yet.
  const drawn = useRef(false);
  const given = useRef(false);
  given.current = lines.length > 0 || trucks.length > 0;
  const markDrawn = () => {
    if (drawn.current || !given.current) return;
    drawn.current = true;
    performance.mark(DRAWN_MARK);
  };

  const onClick = (e: MapLayerMouseEvent) => {
    // A truck is drawn over an area: its feature comes first.
    const feature = e.features?.[0];
    const id = feature?.properties?.id as string | undefined;
    if (feature?.layer?.id === AREA_LAYER) {
      const area = areas.find((a) => a.id === id);
      setOpened(area ? { label: area.label, latitude: e.lngLat.lat, longitude: e.lngLat.lng } : null);
    } else setOpened(trucks.find((t) => t.id === id) ?? null);
  };

  return (
    <Box>
      <Box sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Map ref={mapRef} {...mapProps} initialViewState={initial} interactiveLayerIds={[TRUCK_LAYER, AREA_LAYER]} onClick={onClick} onLoad={fitLines} onIdle={markDrawn}>
          <NavigationControl showCompass={false} />
          <Source id="areas" type="geojson" data={areaData}>
            <Layer id={AREA_LAYER} type="fill" paint={{ 'fill-color': ['match', ['get', 'tone'], 'forbidden', forbiddenColor, placeColor], 'fill-opacity': 0.15 }} />
            <Layer id="areas-line" type="line" paint={{ 'line-color': ['match', ['get', 'tone'], 'forbidden', forbiddenColor, placeColor], 'line-width': 2 }} />
          </Source>
          <Source id="routes" type="geojson" data={lineData}>
            {routeLayers({ planned: theme.palette.grey[600], driven: theme.palette.primary.main }).map((layer) => (
              <Layer key={layer.id} {...layer} />
            ))}
          </Source>
          <Source id={TRUCK_LAYER} type="geojson" data={truckData}>
            <Layer id={TRUCK_LAYER} type="circle" paint={{ 'circle-radius': 7, 'circle-color': ['get', 'color'], 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 }} />
          </Source>
          {pins.map((pin, i) => (
            <Marker key={i} latitude={pin.latitude} longitude={pin.longitude}>
              <Box role="img" aria-label={pin.label} title={pin.label} sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: pin.color ?? theme.palette.grey[800], border: '2px solid white', boxShadow: 2 }} />
            </Marker>
          ))}
          {mover && (
            <Marker latitude={mover.latitude} longitude={mover.longitude}>
              <Box
                role="img"
                aria-label={mover.label}
                title={mover.label}
                sx={{ width: 0, height: 0, borderLeft: '9px solid transparent', borderRight: '9px solid transparent', borderBottom: `22px solid ${theme.palette.secondary.main}`, transform: `rotate(${mover.heading ?? 0}deg)`, filter: 'drop-shadow(0 0 2px white)' }}
              />
            </Marker>
          )}
          {opened && (
            <Popup latitude={opened.latitude} longitude={opened.longitude} onClose={() => setOpened(null)} closeButton closeOnClick={false}>
              <Typography variant="body2" sx={{ color: 'text.primary' }}>
                {opened.label}
              </Typography>
            </Popup>
          )}
        </Map>
      </Box>
      {offline && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('map.noBaseMapView')}
        </Typography>
      )}
    </Box>
  );
}
