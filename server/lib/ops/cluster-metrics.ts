// One scrape for the whole server when WORKERS > 1: the worker the scrape reaches asks the primary,
// which gathers every worker's registry (prom-client's AggregatorRegistry, over the cluster's IPC)
// and answers the sum. Without this a scrape would see one random process.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'lsi:metrics-ask';
const ANSWER = 'lsi:metrics-answer';
/** Longer than prom-client's own 5 s wait for the workers, so its error is the one that shows. */
const ASK_TIMEOUT_MS = 6000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the workers' requests for the whole server's metrics. */
export function answerScrapesInPrimary(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: Ask) => {
    if (m?.type !== ASK) return;
    aggregator
      .clusterMetrics()
      .then((text): Answer => ({ type: ANSWER, id: m.id, text }), (e: Error): Answer => ({ type: ANSWER, id: m.id, error: e.message }))
      .then((answer) => worker.isConnected() && worker.send(answer));
  });
}

const waiting = new Map<number, { done: (text: string) => void; fail: (e: Error) => void }>();
let nextId = 0;
let shared = false;

/** In a worker: lets the primary read this registry, and hears the primary's answers. */
export function shareWithPrimary(registry: Registry): void {
  // Constructing one installs prom-client's answer to the primary's requests in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  if (shared) return;
  shared = true;
  process.on('message', (m: Answer) => {
    if (m?.type !== ANSWER) return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined || m.text === undefined) w?.fail(new Error(m.error ?? 'no metrics'));
    else w?.done(m.text);
  });
}

/** In a worker: the whole server's metrics, summed by the primary. */
export function askPrimary(): Promise<string> {
  const id = nextId++;
  return new Promise<string>((done, fail) => {
    const timer = setTimeout(() => (waiting.delete(id), fail(new Error('the primary did not answer'))), ASK_TIMEOUT_MS);
    waiting.set(id, { done: (t) => (clearTimeout(timer), done(t)), fail: (e) => (clearTimeout(timer), fail(e)) });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}
