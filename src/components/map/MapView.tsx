// The map itself (maplibre through react-map-gl): loaded only through LocationMap's lazy import,
// so maplibre never lands in the entry or an area chunk. A click or a dragged pin answers the
// point; a point set from outside (typed, or a found place) is brought into view. When the base
// map's style cannot be loaded, a plain background replaces it and picking still works.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
// Vite bundles the worker as its own file; without this maplibre says "Worker failed to load".
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import Map, { Marker, NavigationControl, type ErrorEvent, type MapRef } from 'react-map-gl/maplibre';
import { useTranslate } from 'react-admin';
import { initialView, MAX_ZOOM, pickedPoint, POINT_ZOOM, samePoint, type Point } from './coordinates.ts';
import { FALLBACK_STYLE, MAP_STYLE_URL, STYLE_TIMEOUT_MS } from './style.ts';

maplibregl.setWorkerUrl(workerUrl);

export interface MapViewProps {
  /** Where the pin stands; none yet: no pin. */
  point: Point | null;
  /** Without it the map only shows the point (tracking, playback). */
  onPick?: (point: Point) => void;
  /** The map's accessible name, e.g. "Map: click to place the location". */
  label: string;
  height?: number;
  /** The map could not be drawn at all (no WebGL): the caller says what to do instead. */
  onUnavailable?: () => void;
  /** More points only shown (a shipment's stops); the map opens on all of them. */
  pins?: readonly Pin[];
}

export interface Pin extends Point {
  /** Told on hover and to screen readers. */
  label: string;
  color?: string;
}

/** The first view over several pins: their bounding box, with room around the markers. */
const pinsView = (pins: readonly Pin[]) => {
  const lngs = pins.map((p) => p.longitude);
  const lats = pins.map((p) => p.latitude);
  const bounds: [[number, number], [number, number]] = [[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]];
  return { bounds, fitBoundsOptions: { padding: 48, maxZoom: POINT_ZOOM } };
};

export default function MapView({ point, onPick, label, height = 320, onUnavailable, pins = [] }: MapViewProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const mapRef = useRef<MapRef>(null);
  const styleLoaded = useRef(false);
  /** The last point this map answered: no need to move the view to it. */
  const picked = useRef<Point | null>(point);
  const [style, setStyle] = useState<string | StyleSpecification>(MAP_STYLE_URL);
  const [initial] = useState(() => (!point && pins.length > 1 ? pinsView(pins) : initialView(point ?? pins[0] ?? null)));
  const offline = style === FALLBACK_STYLE;

  const fallBack = useCallback(() => {
    if (!styleLoaded.current) setStyle(FALLBACK_STYLE);
  }, []);
  useEffect(() => {
    const timer = setTimeout(fallBack, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [fallBack]);

  const onError = (e: ErrorEvent) => {
    // No map object: it could not be created (no WebGL). Otherwise only a style not yet loaded matters.
    if (e.target === null) onUnavailable?.();
    else fallBack();
  };

  const pick = (lngLat: { lat: number; lng: number }) => {
    if (!onPick) return;
    const p = pickedPoint(lngLat);
    picked.current = p;
    onPick(p);
  };

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || latitude === undefined || longitude === undefined) return;
    const target = { latitude, longitude };
    if (samePoint(target, picked.current)) return;
    picked.current = target;
    map.easeTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), POINT_ZOOM) });
  }, [latitude, longitude]);

  // maplibre's own texts (the canvas's name, the buttons) in the page's language.
  const locale = useMemo(
    () => ({
      'Map.Title': label,
      'Marker.Title': translate('map.marker'),
      'NavigationControl.ZoomIn': translate('map.zoomIn'),
      'NavigationControl.ZoomOut': translate('map.zoomOut'),
      'NavigationControl.ResetBearing': translate('map.resetBearing'),
      'AttributionControl.ToggleAttribution': translate('map.attribution'),
      'AttributionControl.MapFeedback': translate('map.feedback'),
      'CooperativeGesturesHandler.WindowsHelpText': translate('map.ctrlScroll'),
      'CooperativeGesturesHandler.MacHelpText': translate('map.cmdScroll'),
      'CooperativeGesturesHandler.MobileHelpText': translate('map.twoFingers'),
    }),
    [label, translate],
  );

  return (
    <Box>
      <Box sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          initialViewState={initial}
          maxZoom={MAX_ZOOM}
          mapStyle={style}
          // The style changes at most once (to the fallback), before the first one finished loading.
          styleDiffing={false}
          locale={locale}
          // The page scrolls over the map; zooming takes Ctrl + scroll (or two fingers).
          cooperativeGestures
          cursor={onPick ? 'crosshair' : undefined}
          onClick={(e) => pick(e.lngLat)}
          onError={onError}
          onStyleData={() => {
            styleLoaded.current = true;
          }}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl showCompass={false} />
          {point && (
            <Marker
              latitude={point.latitude}
              longitude={point.longitude}
              color={theme.palette.primary.main}
              draggable={!!onPick}
              onDragEnd={(e) => pick(e.lngLat)}
            />
          )}
          {pins.map((pin, i) => (
            <Marker key={i} latitude={pin.latitude} longitude={pin.longitude} color={pin.color ?? theme.palette.primary.main}>
              <PinMark pin={pin} color={pin.color ?? theme.palette.primary.main} />
            </Marker>
          ))}
        </Map>
      </Box>
      {offline && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate(onPick ? 'map.noBaseMap' : 'map.noBaseMapView')}
        </Typography>
      )}
    </Box>
  );
}

/** A labelled dot: maplibre's default marker has one name for every pin ("Map marker"). */
function PinMark({ pin, color }: { pin: Pin; color: string }) {
  return <Box role="img" aria-label={pin.label} title={pin.label} sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: color, border: '3px solid white', boxShadow: 2 }} />;
}
