// The one place the browser talks HTTP to /v1. Calls are contract entries, so paths, methods and
// shapes are never written twice. Adds the bearer token, the timezone-offset header and the
// user's language; turns failures into ApiHttpError.
import type { z } from 'zod';
import type { CallDef } from '../../contract/lib.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { session } from './session.ts';

export const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';


export class ApiHttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiHttpError';
    this.status = status;
    this.body = body;
    const errors = (body as { errors?: Record<string, string[]> } | undefined)?.errors;
    if (errors) this.errors = errors;
  }
  get isNetworkError() {
    return this.status === 0;
  }
}

export const NETWORK_ERROR = 'Network Error';

type Input<C extends CallDef> = {
  params?: NonNullable<C['params']> extends z.ZodType ? z.input<NonNullable<C['params']>> : never;
  query?: NonNullable<C['query']> extends z.ZodType ? Partial<Record<string, string | number | boolean | undefined>> : never;
  body?: NonNullable<C['body']> extends z.ZodType ? z.input<NonNullable<C['body']>> | FormData : never;
  signal?: AbortSignal;
};

export type Answer<C extends CallDef> = z.output<C['response']>;

/** What a call is given, without the abort signal: its cache identity (src/api/useCall.ts). */
export type CallInput<C extends CallDef> = Omit<Input<C>, 'signal'>;

/** Observers of every answer: the auth layer (401) and the connectivity layer (network errors). */
export const httpEvents = {
  onUnauthorized: new Set<(call: CallDef) => void>(),
  onNetworkError: new Set<() => void>(),
  onSuccess: new Set<() => void>(),
  /** The number of requests in flight changed (the loading bar). */
  onInFlight: new Set<(count: number) => void>(),
};

let inFlight = 0;

/** Requests sent and not yet answered, whoever sent them (react-admin, react-query or a component). */
export const requestsInFlight = () => inFlight;

function track(delta: 1 | -1) {
  inFlight += delta;
  httpEvents.onInFlight.forEach((fn) => fn(inFlight));
}

/** Nothing answered (offline, DNS, refused): the network overlay's cue. */
export const reportNetworkError = () => httpEvents.onNetworkError.forEach((fn) => fn());

export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: Record<string, unknown> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

const isFile = (v: unknown) => typeof Blob !== 'undefined' && v instanceof Blob;

/**
 * A JSON body becomes multipart when the call is multipart or a value holds a file. An empty list
 * is sent as the bare key with no value (`licenses=`): multipart has no other way to say "none",
 * and leaving the key out means "unchanged" (contract/fields.ts `formList`).
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const fd = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (isFile(value)) fd.append(key, value as Blob);
    else if (Array.isArray(value) && value.length === 0) fd.append(key, '');
    else if (Array.isArray(value)) value.forEach((item, i) => append(isFile(item) || typeof item !== 'object' ? `${key}[]` : `${key}[${i}]`, item));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) append(`${key}[${k}]`, v);
    else fd.append(key, String(value));
  };
  for (const [k, v] of Object.entries(body)) append(k, v);
  return fd;
}

export async function request<C extends CallDef>(def: C, input: Input<C> = {} as Input<C>): Promise<Answer<C>> {
  const url = API_BASE + buildPath(def.path, input.params as Record<string, unknown>) + buildQuery(input.query as Record<string, unknown>);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localeFromPath(),
    'timezone-offset': String(-new Date().getTimezoneOffset()),
  };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  const raw = input.body as unknown;
  if (raw instanceof FormData) body = raw;
  else if (raw !== undefined) {
    const values = raw as Record<string, unknown>;
    if (def.multipart || Object.values(values).some(isFile)) body = toFormData(values);
    else {
      body = JSON.stringify(values);
      headers['Content-Type'] = 'application/json';
    }
  }

  let res: Response;
  let text: string;
  track(1);
  try {
    res = await fetch(url, { method: def.method, headers, body, signal: input.signal });
    // A file answer (pdf, xlsx) is the file itself; its failures are JSON like any other.
    if (def.file && res.ok) {
      const file = await res.blob();
      httpEvents.onSuccess.forEach((fn) => fn());
      return file as Answer<C>;
    }
    text = await res.text();
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    reportNetworkError();
    throw new ApiHttpError(0, NETWORK_ERROR);
  } finally {
    track(-1);
  }
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const message = (parsed as { message?: string } | undefined)?.message ?? res.statusText;
    if (res.status === 401 || message === 'Unauthorized') httpEvents.onUnauthorized.forEach((fn) => fn(def));
    throw new ApiHttpError(res.status, message, parsed);
  }
  httpEvents.onSuccess.forEach((fn) => fn());
  return parsed as Answer<C>;
}
