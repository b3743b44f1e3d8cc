// One rework call on a shipment: on success the server's message is the toast and every cached
// read refetches (the detail page, its history, the lists), so the page shows the new state; on
// failure the server's message (in the user's language, Accept-Language) is the error toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { dataProviderEvents } from '../../../dataProvider/index.ts';

export function useShipmentWrite<I, A extends { message?: string }>(call: (input: I) => Promise<A>, after?: (answer: A) => void) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      dataProviderEvents.message(answer.message);
      await client.invalidateQueries();
      after?.(answer);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
