// Where the Geofences screen lives in the LSP's area (its menu entry and the dashboard's link).
export const GEOFENCES_SLUG = 'geofences';
