// Maps shared by the screens (the location picker, the tracking and playback maps). Import from
// here: LocationMap and RouteMap load the map library lazily, so nothing heavy comes with this module.
export { LocationMap, type LocationMapProps } from './LocationMap.tsx';
export { RouteMap, preloadRouteMap, type RouteMapProps } from './RouteMap.tsx';
export type { Pin } from './MapView.tsx';
export type { Mover, RouteLine, TruckDot } from './RouteMapView.tsx';
export { areaColor, circleRing, polygonRing, type MapArea } from './areas.ts';
export { DEFAULT_VIEW, MAX_ZOOM, initialView, pickedPoint, pointOf, readCoordinate, roundCoordinate, type Point, type View } from './coordinates.ts';
