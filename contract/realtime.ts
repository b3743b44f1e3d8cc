// The realtime channel (docs/realtime.md): one stream of server-sent events per signed-in browser,
// telling it which tables changed that concern the caller's organisation. Read with fetch and the
// Authorization header like every other call (a browser's EventSource cannot send it); after a
// drop, the Last-Event-ID header resumes after the last event received.
import { z } from 'zod';
import { call, dataAnswer } from './lib.ts';

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
/** What the browser's Firebase client needs to read its paths (docs/realtime.md "Firebase"). */
export const firebaseAccess = z.object({
  token: z.string(),
  database_url: z.string(),
  paths: z.array(z.string()),
});
export type FirebaseAccess = z.infer<typeof firebaseAccess>;

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
  /** How many streams the server holds open for the caller (one per browser, shared by its tabs). */
  streams: call({
    method: 'GET',
    path: '/v1/realtime/streams',
    summary: "How many realtime streams are open for the caller's own account (a browser shares one between its tabs)",
    access: 'signed-in',
    response: dataAnswer(z.object({ open: z.number().int() })),
  }),
  firebase: call({
    method: 'GET',
    path: '/v1/realtime/firebase',
    summary: 'When the server writes the change stream to a Firebase Realtime Database: a custom sign-in token for the browser\'s Firebase client and the paths the caller may read (each holds the last event of each table concerning its owner, or of a badge\'s tables); 404 when Firebase is not configured',
    access: 'signed-in',
    response: dataAnswer(firebaseAccess),
  }),
};
