// The realtime channel (docs/realtime.md): one stream of server-sent events per signed-in browser,
// telling it which tables changed that concern the caller's organisation. Read with fetch and the
// Authorization header like every other call (a browser's EventSource cannot send it); after a
// drop, the Last-Event-ID header resumes after the last event received.
import { z } from 'zod';
import { call } from './lib.ts';

/** The data of a `change` event: which table a statement wrote, and how. No row data. */
export const changeMessage = z.object({
  id: z.number().int(),
  table: z.string(),
  operation: z.enum(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']),
});
export type ChangeMessage = z.infer<typeof changeMessage>;

/**
 * Event types of the stream: `change` (id: the event id, data: a ChangeMessage); `reset` (the
 * events after Last-Event-ID were pruned: reload everything shown, then carry on).
 */
export const REALTIME_EVENTS = ['change', 'reset'] as const;

export const realtime = {
  stream: call({
    method: 'GET',
    path: '/v1/realtime',
    summary: 'Server-sent events (text/event-stream): a `change` event for each write that concerns the caller, resumable with Last-Event-ID, a heartbeat comment every 15 s; 429 when the caller holds REALTIME_MAX_STREAMS_PER_USER streams (default 10) in this API process already',
    access: 'signed-in',
    stream: true,
    response: changeMessage,
  }),
};
