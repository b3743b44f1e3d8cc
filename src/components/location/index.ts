// Form parts of a pickup/drop-off location, shared by the locations screen and (later) the order
// flow's "new location" dialog: coordinates with place search and map, operating hours, group.
export { CoordinatesInput } from './CoordinatesInput.tsx';
export { OperatingHoursInput } from './OperatingHoursInput.tsx';
export { GroupInput, GROUPS_SLUG } from './GroupInput.tsx';
export { PlaceSearch, MIN_PLACE_CHARS } from './PlaceSearch.tsx';
export { TimeSuggestions, type Slot } from './TimeSuggestions.tsx';
export { formatOperatingHours, hourError, isOvernight } from './hours.ts';
export { hoursCell } from './HoursCell.tsx';
