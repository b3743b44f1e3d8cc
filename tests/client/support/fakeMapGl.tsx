// react-map-gl as the component tests load it (vi.mock of 'react-map-gl/maplibre' or '/mapbox'):
// jsdom has no WebGL, so the map is the test's own fake and the rest of the components draw nothing.
import type { ComponentType } from 'react';

/** `Map`: the test's fake, whatever props it reads. */
export function fakeReactMapGl(Map: ComponentType<never>) {
  const nothing = () => null;
  return { default: Map, Map, Marker: nothing, NavigationControl: nothing, Popup: nothing, Source: nothing, Layer: nothing };
}
