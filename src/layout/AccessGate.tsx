// Who may open a screen, decided before it renders. Our authProvider's rules are pure and
// synchronous (src/authProvider/access.ts), but react-admin asks them through a query: a create or
// edit form showed to a READ_ONLY user for seconds on a busy machine, and the refusal came whenever
// that query settled, from wherever the user was by then. With the authProvider's `canAccessNow`
// the answer is read at once: a refused user never sees the screen and goes straight to /
// (AccessDenied), which sends them to the role's home, every time. Another authProvider (tests)
// is asked the usual way; none at all allows everything, as in react-admin.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { CanAccess, useAuthProvider, useResourceContext } from 'react-admin';
import type { Action } from '../authProvider/access.ts';
import { AccessDenied } from './AccessDenied.tsx';

type CanAccessNow = (params: { action: string; resource: string }) => boolean;

/**
 * Refused: nothing at first, then AccessDenied once the page has mounted, so that its message is
 * handed over after the area's toasts have started (on an area's first render they would take it
 * and be gone with the area: src/layout/AppNotification.tsx).
 */
function Refused() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <AccessDenied /> : null;
}

/** `children` when the signed-in user may do `action` on `resource` (default: the page's); else refused. */
export function AccessGate({ action, resource, children }: { action: Action; resource?: string; children: ReactNode }) {
  const current = useResourceContext({ resource }) ?? '';
  const authProvider = useAuthProvider();
  if (!authProvider?.canAccess) return <>{children}</>;
  const now = authProvider.canAccessNow as CanAccessNow | undefined;
  if (now) return now({ action, resource: current }) ? <>{children}</> : <Refused />;
  return (
    <CanAccess action={action} resource={current} accessDenied={<AccessDenied />}>
      {children}
    </CanAccess>
  );
}

// One wrapper per screen and action, so a re-render of the area keeps the same component.
const gated = new Map<Action, WeakMap<ComponentType, ComponentType>>();

/** `Screen` behind an AccessGate for `action` on its resource (a react-admin view: create, edit, show). */
export function gatedScreen(Screen: ComponentType | undefined, action: Action): ComponentType | undefined {
  if (!Screen) return undefined;
  const known = gated.get(action)?.get(Screen);
  if (known) return known;
  const View = Screen;
  function Gated() {
    return (
      <AccessGate action={action}>
        <View />
      </AccessGate>
    );
  }
  Gated.displayName = `Gated(${action}, ${View.displayName ?? View.name})`;
  if (!gated.has(action)) gated.set(action, new WeakMap());
  gated.get(action)!.set(Screen, Gated);
  return Gated;
}
