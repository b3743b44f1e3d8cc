// Whether the signed-in user may do `action` on `resource` (default: the resource of the page), by
// the authProvider's canAccess (role, main admin, READ_ONLY level). For the buttons react-admin's
// own access-aware ones do not cover: row actions, imports, block / unblock, accept / reject.
// False while the answer is pending, so a write button never flashes for a READ_ONLY user.
import { useCanAccess, useResourceContext } from 'react-admin';
import type { Action } from '../authProvider/access.ts';

export function useAllowed(action: Action, resource?: string): boolean {
  const current = useResourceContext({ resource });
  const { canAccess } = useCanAccess({ action, resource: current });
  return canAccess === true;
}
