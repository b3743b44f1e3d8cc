// Where the playback lives (spec 1 §2, LSP: order-shipment/playback and playback/data): the page
// choosing a truck, and the replay of one track in a range, kept in the URL so it can be shared.
import type { Role } from '../../../contract/lib.ts';

export const PLAYBACK_SLUG = 'order-shipment/playback';
export const DATA_ROUTE = 'data';

/** The replay of a track (its range, when given, as the query holds it); null for an area without playback. */
export function playbackPath(basename: string, role: Role, trackId: number, range?: Record<string, string>): string | null {
  if (role !== 'LOGISTIC_SERVICE_PROVIDER') return null;
  const query = new URLSearchParams({ track: String(trackId), ...range });
  return `${basename}/${PLAYBACK_SLUG}/${DATA_ROUTE}?${query}`;
}
