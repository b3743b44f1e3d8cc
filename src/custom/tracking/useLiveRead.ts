// A read the realtime channel refreshes each second while trucks report (the live map, the shipping
// status, the incoming trucks): its fresh answer is rendered in a transition React may interrupt (a
// frame is never held for it), not in the update that brought it; a new page or filter keeps the
// answer shown until its own comes.
import { useDeferredValue } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { CallDef } from '../../../contract/lib.ts';
import type { CallInput } from '../../api/http.ts';
import { useCall } from '../../api/useCall.ts';

export function useLiveRead<C extends CallDef>(def: C, input?: CallInput<C>) {
  const read = useCall(def, input, { placeholderData: keepPreviousData });
  return { answer: useDeferredValue(read.data), failed: read.isError };
}
