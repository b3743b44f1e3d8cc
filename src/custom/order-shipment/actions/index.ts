// The LSP's rework of a shipment (issue 11 step 5), for the detail page and the area:
// ShipmentActions (toolbar), VendorPartActions (per vendor part), TrackActions (per truck) and
// actionRoutes (change-vendor, its review, move-vehicle). Shown only as contract/states.ts allows.
export { ShipmentActions } from './ShipmentActions.tsx';
export { VendorPartActions } from './VendorPartActions.tsx';
export { TrackActions } from './TrackActions.tsx';
export { actionPaths, actionRoutes } from './routes.tsx';
