// Maps shared by the screens (location picker now; tracking and playback later). Import from here:
// LocationMap loads maplibre lazily, so nothing heavy comes with this module.
export { LocationMap, type LocationMapProps } from './LocationMap.tsx';
export type { Pin } from './MapView.tsx';
export { DEFAULT_VIEW, MAX_ZOOM, initialView, pickedPoint, pointOf, readCoordinate, roundCoordinate, type Point, type View } from './coordinates.ts';
