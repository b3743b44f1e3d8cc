// A file a button downloads through a signed-in call (the dispatch note, the marker list, a
// change's supporting file): busy while it runs, and a failure notified with the message
// `failure` makes of it.
import { useState } from 'react';
import { useNotify } from 'react-admin';

export function useFileDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, failure: (e: Error) => string) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      notify(failure(e as Error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
