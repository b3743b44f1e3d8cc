// The signed-in user: the stored profile at once, refreshed from GET /v1/auth/profile. The cache
// holds the profile itself (not the answer), under the call's key: callKey(contract.auth.profile).
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../contract/index.ts';
import type { Profile } from '../../contract/auth.ts';
import { request } from '../api/http.ts';
import { session } from '../api/session.ts';
import { callKey } from '../api/useCall.ts';

export function useProfile() {
  return useQuery<Profile>({
    queryKey: callKey(contract.auth.profile),
    queryFn: async ({ signal }) => {
      const profile = (await request(contract.auth.profile, { signal })).data;
      session.saveUser(profile);
      return profile;
    },
    initialData: session.user() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
}

/** First letters of the first two words of the name ("Budi Santoso Putra" -> "BS"). */
export function initialsOf(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The organisation shown in the side drawer: the LSP, shipping company or vendor; admin: null. */
export function organisationOf(profile: Profile | null | undefined) {
  return profile?.logistics_service_provider ?? profile?.shipment_company ?? profile?.vendor ?? null;
}
