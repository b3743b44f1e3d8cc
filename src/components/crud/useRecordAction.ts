// A non-CRUD call on one record (accept/reject a vendor, block a customer, delete a logo) that
// answers the updated record: that record replaces its row in every cached list and detail of the
// given resources, and the server's message becomes the toast.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNotify, type Identifier, type RaRecord } from 'react-admin';
import type { CallDef } from '../../../contract/lib.ts';
import { request } from '../../api/http.ts';
import { dataProviderEvents } from '../../dataProvider/index.ts';

type Answer = { message?: string; data: RaRecord };

/** Puts `record` in place of the row with its id, in lists and in the detail (react-admin's query keys). */
export function replaceRecord(client: QueryClient, resources: readonly string[], record: RaRecord) {
  for (const resource of resources) {
    client.setQueriesData<{ data: RaRecord[] }>({ queryKey: [resource, 'getList'] }, (old) =>
      old?.data ? { ...old, data: old.data.map((row) => (row.id === record.id ? { ...row, ...record } : row)) } : old,
    );
    client.setQueriesData<RaRecord>({ queryKey: [resource, 'getOne'] }, (old) => (old && old.id === record.id ? { ...old, ...record } : old));
  }
}

export function useRecordAction(call: CallDef, resources: readonly string[]) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, body }: { id: Identifier; body?: Record<string, unknown> }) =>
      request(call, { params: { id } as never, body: body as never }) as Promise<Answer>,
    onSuccess: (answer) => {
      replaceRecord(client, resources, answer.data);
      dataProviderEvents.message(answer.message);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
