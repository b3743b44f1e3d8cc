// One "before → after" of a history entry in the reader's words: the server stores field names
// ("status", "track 12", "vendor CV Trans Andalas") and raw values (states, instants, lists).
import { STATE_NAMES } from './stateNames.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function fieldText(field: string, translate: Translate): string {
  const named = /^(track|vendor) (.+)$/.exec(field);
  if (named) return translate(`history.fields.${named[1]}Named`, { name: named[2] });
  return translate(`history.fields.${field}`, { _: field });
}

export function valueText(value: unknown, translate: Translate, formatInstant: (v: string) => string): string {
  if (value === null || value === undefined || value === '') return translate('history.detail.timeline.none');
  if (typeof value === 'string') {
    if (STATE_NAMES.has(value)) return translate(`shell.status.${value}`);
    if (INSTANT.test(value)) return formatInstant(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => valueText(v, translate, formatInstant)).join(', ') || translate('history.detail.timeline.none');
    return translate('history.fields.items', { smart_count: value.length });
  }
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${valueText(v, translate, formatInstant)}`).join(', ');
  return String(value);
}
