// What every map of the product shares (the picker and the route maps): the base map's style with
// its fallback when the style cannot be loaded, maplibre's own texts in the page's language, the
// zoom cap of spec 1 §9. A map that cannot be created at all (no WebGL) calls onUnavailable.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
// Vite bundles the worker as its own file; without this maplibre says "Worker failed to load".
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { ErrorEvent } from 'react-map-gl/maplibre';
import { useTranslate } from 'react-admin';
import { MAX_ZOOM } from './coordinates.ts';
import { FALLBACK_STYLE, MAP_STYLE_URL, STYLE_TIMEOUT_MS } from './style.ts';

maplibregl.setWorkerUrl(workerUrl);

/** The props every `<Map>` of the product gets, and whether the base map fell back to the grid. */
export function useBaseMap(label: string, onUnavailable?: () => void) {
  const translate = useTranslate();
  const styleLoaded = useRef(false);
  const [style, setStyle] = useState<string | StyleSpecification>(MAP_STYLE_URL);

  const fallBack = useCallback(() => {
    if (!styleLoaded.current) setStyle(FALLBACK_STYLE);
  }, []);
  useEffect(() => {
    const timer = setTimeout(fallBack, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [fallBack]);

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

  const mapProps = {
    mapLib: maplibregl,
    maxZoom: MAX_ZOOM,
    mapStyle: style,
    // The style changes at most once (to the fallback), before the first one finished loading.
    styleDiffing: false,
    locale,
    // The page scrolls over the map; zooming takes Ctrl + scroll (or two fingers).
    cooperativeGestures: true,
    // No map object: it could not be created (no WebGL). Otherwise only a style not yet loaded matters.
    onError: (e: ErrorEvent) => (e.target === null ? onUnavailable?.() : fallBack()),
    onStyleData: () => {
      styleLoaded.current = true;
    },
    style: { width: '100%', height: '100%' },
  };
  return { mapProps, offline: style === FALLBACK_STYLE };
}
