// Spec 1 §4 connectivity: a network error shows an overlay and, after 5 s, the last dispatched
// dataProvider action is replayed once per outage. The overlay never outlives the outage: any
// successful answer or the browser coming back online clears it (and refreshes what is on
// screen), and the user may retry now or dismiss it at any time.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Backdrop, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpEvents } from '../api/http.ts';
import { dataProviderEvents } from '../dataProvider/events.ts';

export const NETWORK_RETRY_DELAY_MS = 5000;

type State = 'fine' | 'waiting' | 'failed';

export function NetworkErrorOverlay() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('fine');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The automatic retry of this outage has been spent. */
  const retried = useRef(false);

  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const retry = useCallback(() => {
    // The replay reaches the server; the refetch puts fresh data on screen once it is back.
    // Still waiting once it settled (nothing answered at all): say so instead of spinning on.
    dataProviderEvents
      .replayLast()
      .then(() => queryClient.invalidateQueries())
      .catch(() => undefined)
      .finally(() => setState((s) => (s === 'waiting' ? 'failed' : s)));
  }, [queryClient]);

  useEffect(() => {
    const onNetworkError = () => {
      if (retried.current) {
        setState('failed');
        return;
      }
      setState('waiting');
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        retried.current = true;
        retry();
      }, NETWORK_RETRY_DELAY_MS);
    };
    /** The outage is over: next time starts afresh, with its own automatic retry. */
    const recovered = () => {
      stopTimer();
      retried.current = false;
      setState('fine');
    };
    const onOnline = () => {
      recovered();
      void queryClient.invalidateQueries();
    };
    httpEvents.onNetworkError.add(onNetworkError);
    httpEvents.onSuccess.add(recovered);
    window.addEventListener('online', onOnline);
    return () => {
      httpEvents.onNetworkError.delete(onNetworkError);
      httpEvents.onSuccess.delete(recovered);
      window.removeEventListener('online', onOnline);
      stopTimer();
    };
  }, [queryClient, retry]);

  const dismiss = () => {
    stopTimer();
    setState('fine');
  };
  const tryNow = () => {
    stopTimer();
    retried.current = true;
    setState('waiting');
    retry();
  };

  return (
    <Backdrop open={state !== 'fine'} sx={{ zIndex: (t) => t.zIndex.modal + 1, p: 2 }}>
      <Paper role="alertdialog" aria-labelledby="network-error-title" aria-describedby="network-error-text" sx={{ p: 3, width: '100%', maxWidth: 360, textAlign: 'center' }}>
        {state === 'waiting' && <CircularProgress size={28} sx={{ mb: 2 }} aria-label={translate('shell.network.title')} />}
        <Typography id="network-error-title" variant="h6" component="h2">
          {translate('shell.network.title')}
        </Typography>
        <Typography id="network-error-text">{translate(state === 'failed' ? 'shell.network.failed' : 'shell.network.text')}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button onClick={dismiss}>{translate('shell.network.dismiss')}</Button>
          <Button variant="contained" onClick={tryNow}>
            {translate('shell.network.retry')}
          </Button>
        </Box>
      </Paper>
    </Backdrop>
  );
}
