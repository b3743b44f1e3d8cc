// A truck's signal (contract/tracking.ts liveTruck.signal) as the screens colour it: the same colour
// on the map's dot and on the chip beside the truck's name.
import type { Theme } from '@mui/material';
import type { LiveTruck } from '../../../contract/tracking.ts';

export type Signal = LiveTruck['signal'];

export function signalColor(signal: Signal, theme: Theme): string {
  if (signal === 'MOVING') return theme.palette.success.main;
  if (signal === 'STOPPED') return theme.palette.warning.main;
  if (signal === 'SILENT') return theme.palette.error.main;
  return theme.palette.grey[500];
}

export { needsAttention } from '../../../contract/tracking.ts';
