// The map a geofence is drawn on (loaded lazily through LazyMap): a click sets a circle's centre or
// adds a polygon's point; the area is one GeoJSON fill and its points one circle layer; the LSP's
// other geofences are drawn faintly beneath, and a new geofence's map opens over them.
import { useMemo, useState } from 'react';
import { Box, useTheme } from '@mui/material';
import type { MapLayerMouseEvent } from 'react-map-gl/maplibre';
import { useBaseMap } from '../../components/map/baseMap.ts';
import { pickedPoint } from '../../components/map/coordinates.ts';
import { areaFeatures, type MapArea } from '../../components/map/areas.ts';
import { fenceFirstView, fenceRing } from './areas.ts';
import type { LatLon } from './shape.ts';

export interface FenceMapViewProps {
  label: string;
  shape: 'CIRCLE' | 'POLYGON';
  center: LatLon | null;
  radiusM: number | null;
  points: readonly LatLon[];
  /** The LSP's other geofences, drawn faintly so a new one can be placed beside them (its map opens over them). */
  others?: readonly MapArea[];
  onPick: (point: LatLon) => void;
  onUnavailable?: () => void;
}

const NO_AREAS: readonly MapArea[] = [];

export default function FenceMapView({ label, shape, center, radiusM, points, others = NO_AREAS, onPick, onUnavailable }: FenceMapViewProps) {
  const theme = useTheme();
  const { mapProps, gl } = useBaseMap(label, onUnavailable);
  const { Map, Layer, NavigationControl, Source } = gl;
  // Fixed at the first render: the map is not moved under a person drawing.
  const [initial] = useState(() => fenceFirstView(shape, center, points, others));
  const area = useMemo(() => {
    const ring = fenceRing(shape, center, radiusM, points);
    const dots = shape === 'CIRCLE' ? (center ? [center] : []) : points;
    return {
      type: 'FeatureCollection' as const,
      features: [
        ...(ring ? [{ type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon' as const, coordinates: [ring] } }] : []),
        ...dots.map(([lat, lon]) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [lon, lat] } })),
      ],
    };
  }, [shape, center, radiusM, points]);
  const otherData = useMemo(() => areaFeatures(others), [others]);
  const onClick = (e: MapLayerMouseEvent) => {
    // Rounded to 6 decimals (about 10 cm) by pickedPoint, as the location picker does.
    const p = pickedPoint(e.lngLat);
    onPick([p.latitude, p.longitude]);
  };
  return (
    <Box sx={{ height: 320, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Map {...mapProps} initialViewState={initial} onClick={onClick} cursor="crosshair">
        <NavigationControl showCompass={false} />
        <Source id="others" type="geojson" data={otherData}>
          <Layer id="others-fill" type="fill" paint={{ 'fill-color': theme.palette.grey[600], 'fill-opacity': 0.12 }} />
          <Layer id="others-line" type="line" paint={{ 'line-color': theme.palette.grey[600], 'line-width': 1, 'line-dasharray': [2, 2] }} />
        </Source>
        <Source id="fence" type="geojson" data={area}>
          <Layer id="fence-fill" type="fill" filter={['==', ['geometry-type'], 'Polygon']} paint={{ 'fill-color': theme.palette.error.main, 'fill-opacity': 0.2 }} />
          <Layer id="fence-line" type="line" filter={['==', ['geometry-type'], 'Polygon']} paint={{ 'line-color': theme.palette.error.main, 'line-width': 2 }} />
          <Layer id="fence-points" type="circle" filter={['==', ['geometry-type'], 'Point']} paint={{ 'circle-radius': 5, 'circle-color': theme.palette.error.dark, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 }} />
        </Source>
      </Map>
    </Box>
  );
}
