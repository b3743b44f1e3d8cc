// Non-CRUD calls through react-query, keyed by the call itself: useCall reads (the cache key is the
// call, its input and the language the answer's texts come in, never a hand-written name), and
// useCallWrite writes with the usual ending (the server's message as a toast, react-admin's views
// read again, the failure's message as an error toast), each part replaceable where a screen differs.
import { useMutation, usePrefetchQuery, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { CallDef, ListDecl } from '../../contract/lib.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { request, type Answer, type CallInput } from './http.ts';
import { readWholeList } from './wholeList.ts';

/**
 * The cache key of a call's reads: the call, its input, the language. Without input (or language),
 * a prefix of every read of the call, to update or invalidate them all.
 */
export function callKey<C extends CallDef>(def: Pick<C, 'method' | 'path'>, input?: CallInput<C>, locale?: string): QueryKey {
  const key: unknown[] = ['lsi', `${def.method} ${def.path}`];
  if (input !== undefined || locale !== undefined) key.push(input ?? {});
  if (locale !== undefined) key.push(locale);
  return key;
}

export type CallQueryOptions<C extends CallDef, T> = Omit<UseQueryOptions<Answer<C>, Error, T>, 'queryKey' | 'queryFn'>;

/** The read of `def` with `input`, as react-query knows it: its key and how it is fetched. */
const callQuery = <C extends CallDef>(def: C, input?: CallInput<C>) => ({
  queryKey: callKey(def, input ?? {}, localeFromPath()),
  queryFn: ({ signal }: { signal: AbortSignal }) => request(def, { ...input, signal } as never) as Promise<Answer<C>>,
});

/** Reads `def` with `input`; `options` are react-query's (enabled, select, staleTime…). */
export function useCall<C extends CallDef, T = Answer<C>>(def: C, input?: CallInput<C>, options?: CallQueryOptions<C, T>) {
  return useQuery({ ...callQuery(def, input), ...options });
}

/**
 * Sends the read of `def` while the screen renders, before any of its effects runs (useCall's read
 * starts in an effect, after those of the components below it): for a long read beside which the
 * screen starts heavy work of its own, such as a map's engine.
 */
export function usePrefetchCall<C extends CallDef>(def: C, input?: CallInput<C>) {
  usePrefetchQuery(callQuery(def, input));
}

/** Every row of the list `def` (declared by `decl`) for `input`: see readWholeList. */
export function useWholeList<C extends CallDef, T = Answer<C>>(def: C, decl: ListDecl, input?: CallInput<C>, options?: CallQueryOptions<C, T>) {
  return useQuery({
    queryKey: [...callKey(def, input ?? {}, localeFromPath()), 'whole'],
    queryFn: ({ signal }) => readWholeList(def, decl, input, signal) as Promise<Answer<C>>,
    ...options,
  });
}

export interface CallWriteOptions<C extends CallDef, V> {
  /** The call's input from what mutate() is given (default: mutate() is given the input). */
  input?: (value: V) => CallInput<C>;
  /** Show the server's message as a success toast (default true). */
  notify?: boolean;
  /** Let react-admin's views read again: lists, records and every cached read (default true). */
  refresh?: boolean;
  /** Read these calls again (all their inputs) after success, for screens that do not refresh. */
  invalidates?: readonly CallDef[];
  onSuccess?: (answer: Answer<C>, value: V) => void;
  /** Instead of the error toast (e.g. a message inside a dialog). */
  onError?: (error: Error) => void;
}

/** Writes `def`; mutate(value) sends it. */
export function useCallWrite<C extends CallDef, V = CallInput<C>>(def: C, options: CallWriteOptions<C, V> = {}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => request(def, (options.input ? options.input(value) : value) as never) as Promise<Answer<C>>,
    onSuccess: (answer, value) => {
      const message = (answer as { message?: string } | undefined)?.message;
      if (options.notify !== false && message) notify(message, { type: 'success' });
      if (options.refresh !== false) refresh();
      for (const read of options.invalidates ?? []) void client.invalidateQueries({ queryKey: callKey(read) });
      options.onSuccess?.(answer, value);
    },
    onError: (error: Error) => (options.onError ? options.onError(error) : notify(error.message, { type: 'error' })),
  });
}
