// The map itself (react-map-gl, with the engine of useBaseMap): loaded only through LocationMap's
// lazy import, so no map library lands in the entry or an area chunk. A click or a dragged pin answers the
// point; a point set from outside (typed, or a found place) is brought into view. When the base
// map's style cannot be loaded, a plain background replaces it and picking still works.
import { useEffect, useRef, useState } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import type { MapRef } from 'react-map-gl/maplibre';
import { useTranslate } from 'react-admin';
import { useBaseMap } from './baseMap.ts';
import { boundsView, initialView, pickedPoint, POINT_ZOOM, samePoint, type Point } from './coordinates.ts';

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

export default function MapView({ point, onPick, label, height = 320, onUnavailable, pins = [] }: MapViewProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const mapRef = useRef<MapRef>(null);
  /** The last point this map answered: no need to move the view to it. */
  const picked = useRef<Point | null>(point);
  const [initial] = useState(() => (!point && pins.length > 1 ? boundsView(pins) : initialView(point ?? pins[0] ?? null)));
  const { mapProps, offline, gl } = useBaseMap(label, onUnavailable);
  const { Map, Marker, NavigationControl } = gl;

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

  return (
    <Box>
      <Box sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Map
          ref={mapRef}
          {...mapProps}
          initialViewState={initial}
          cursor={onPick ? 'crosshair' : undefined}
          onClick={(e) => pick(e.lngLat)}
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
