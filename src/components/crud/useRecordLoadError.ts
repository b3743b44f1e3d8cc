// react-admin answers a record it cannot load (unknown id, another tenant's) with its own
// "Element does not exist". The server's message says why, in the user's language (its
// Accept-Language): show that one, then go back to the list as react-admin does.
import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { RECORD_NOT_FOUND } from '../../dataProvider/dataProvider.ts';

export function useRecordLoadError() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onError: (error: Error) => {
      const message = error.message || RECORD_NOT_FOUND;
      notify(message, { type: 'error', messageArgs: { _: message } });
      redirect('list', resource);
    },
  };
}
