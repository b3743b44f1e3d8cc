// Mounted once in an area's layout: the user's live events (live.ts) become invalidations of what
// the area shows (invalidate.ts): react-query's reads of the contract's calls, and react-admin's
// lists and records of the area's resources.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useArea } from '../layout/AreaContext.ts';
import { useProfile } from '../layout/useProfile.ts';
import { createInvalidator } from './invalidate.ts';
import { liveSourceFor } from './live.ts';

const NO_SLUGS = {};

export function LiveData() {
  const client = useQueryClient();
  const { slugReads = NO_SLUGS } = useArea();
  const userId = useProfile().data?.id;
  useEffect(() => {
    if (userId === undefined) return undefined;
    const invalidator = createInvalidator(client, slugReads);
    const unsubscribe = liveSourceFor(userId).subscribe((event) => invalidator.push(event));
    return () => {
      unsubscribe();
      invalidator.stop();
    };
  }, [client, slugReads, userId]);
  return null;
}
