// Every state name of the freight flow (contract/states.ts), to tell a state from other text.
import { ORDER_STATES, SHIPMENT_STATES, SHIPMENT_VENDOR_STATES, TRACK_STATES } from '../../../../contract/states.ts';

export const STATE_NAMES: ReadonlySet<string> = new Set<string>([...ORDER_STATES, ...SHIPMENT_STATES, ...SHIPMENT_VENDOR_STATES, ...TRACK_STATES]);
