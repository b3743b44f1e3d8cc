// A stored date as the day an <input type="date"> holds (yyyy-mm-dd): its WIB day, the day it was
// typed as whatever the browser's zone (the client sends a typed day as its WIB start, wibDayStart).
import { wibDay } from '../../../../contract/wib.ts';

export function dayOf(value: string | null | undefined): string {
  return value ? wibDay(value) : '';
}
