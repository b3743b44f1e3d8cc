// What every map of the product shares (the picker, the route and geofence maps): the engine
// (MapLibre, or mapbox-gl with an operator's token: engine.ts), its base map's style with the
// fallback when the style cannot be loaded, the library's own texts in the page's language, the
// zoom cap of spec 1 §9. A map that cannot be created at all (no WebGL) calls onUnavailable.
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import type { ErrorEvent } from 'react-map-gl/maplibre';
import { useTranslate } from 'react-admin';
import { MAX_ZOOM } from './coordinates.ts';
import { loadMapEngine } from './loadEngine.ts';
import { FALLBACK_STYLE, STYLE_TIMEOUT_MS } from './style.ts';

/**
 * The props every `<Map>` of the product gets, the engine's components to draw it with (`gl`), and
 * whether the base map fell back to the grid. Suspends until the engine is loaded.
 */
export function useBaseMap(label: string, onUnavailable?: () => void) {
  const engine = use(loadMapEngine());
  const translate = useTranslate();
  const styleLoaded = useRef(false);
  const [style, setStyle] = useState<string | StyleSpecification>(engine.styleUrl);

  const fallBack = useCallback(() => {
    if (!styleLoaded.current) setStyle(FALLBACK_STYLE);
  }, []);
  useEffect(() => {
    const timer = setTimeout(fallBack, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [fallBack]);

  // The library's own texts (the canvas's name, the buttons) in the page's language. Each library
  // reads only its own keys: MapLibre's and mapbox-gl's are given together.
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
      'ScrollZoomBlocker.CtrlMessage': translate('map.ctrlScroll'),
      'ScrollZoomBlocker.CmdMessage': translate('map.cmdScroll'),
      'TouchPanBlocker.Message': translate('map.twoFingers'),
      'LogoControl.Title': translate('map.mapboxHome'),
    }),
    [label, translate],
  );

  const mapProps = {
    mapLib: engine.mapLib,
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
  return { mapProps, offline: style === FALLBACK_STYLE, gl: engine.gl };
}
