// Spec 1 §4 connectivity: a network error shows an overlay; after 5 s the last dispatched
// dataProvider action is replayed once; the next successful answer clears the flag.
import { useEffect, useRef, useState } from 'react';
import { Backdrop, CircularProgress, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpEvents } from '../api/http.ts';
import { dataProviderEvents } from '../dataProvider/events.ts';

export const NETWORK_RETRY_DELAY_MS = 5000;

export function NetworkErrorOverlay() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const onNetworkError = () => {
      setOffline(true);
      if (timer.current) return; // one retry per outage
      timer.current = setTimeout(() => {
        // The replay reaches the server; the refetch puts fresh data on screen once it is back.
        dataProviderEvents
          .replayLast()
          .then(() => queryClient.invalidateQueries())
          .catch(() => undefined);
      }, NETWORK_RETRY_DELAY_MS);
    };
    const onSuccess = () => {
      setOffline(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    httpEvents.onNetworkError.add(onNetworkError);
    httpEvents.onSuccess.add(onSuccess);
    return () => {
      httpEvents.onNetworkError.delete(onNetworkError);
      httpEvents.onSuccess.delete(onSuccess);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [queryClient]);

  return (
    <Backdrop open={offline} sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <Paper role="alert" sx={{ p: 3, maxWidth: 360, textAlign: 'center' }}>
        <CircularProgress size={28} sx={{ mb: 2 }} aria-label={translate('shell.network.title')} />
        <Typography variant="h6" component="h2">
          {translate('shell.network.title')}
        </Typography>
        <Typography>{translate('shell.network.text')}</Typography>
      </Paper>
    </Backdrop>
  );
}
