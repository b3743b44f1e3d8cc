// react-admin mounts a resource's views on open-ended routes ("/*", ":id/*", "create/*"), so
// /vendor/dashboard/zzz showed the dashboard. An exact screen renders its view only when nothing
// is left of the path after the route it matched; otherwise the 404 page (spec 1 §2 catch-all).
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';

export const NotFound = () => <ErrorPage status={404} />;

// One wrapper per view, so a re-render of the area keeps the same component (no remount).
const wrapped = new WeakMap<ComponentType, ComponentType>();

export function exactScreen(Screen: ComponentType): ComponentType;
export function exactScreen(Screen: ComponentType | undefined): ComponentType | undefined;
export function exactScreen(Screen: ComponentType | undefined): ComponentType | undefined {
  if (!Screen) return undefined;
  const known = wrapped.get(Screen);
  if (known) return known;
  const View = Screen;
  function Exact() {
    const rest = useParams()['*'];
    return rest ? <NotFound /> : <View />;
  }
  Exact.displayName = `Exact(${View.displayName ?? View.name})`;
  wrapped.set(Screen, Exact);
  return Exact;
}
