// The generic screens are fetched when first shown: an area's first view carries only its landing.
import { lazyScreen } from '../lazyScreen.tsx';
import type { ResourceList as List } from './ResourceList.tsx';
import type { ResourceDefinition } from './definition.ts';

type FormProps = { def: ResourceDefinition };

export const ResourceList = lazyScreen<Parameters<typeof List>[0]>(async () => ({ default: (await import('./ResourceList.tsx')).ResourceList }));
export const ResourceCreate = lazyScreen<FormProps>(async () => ({ default: (await import('./ResourceForm.tsx')).ResourceCreate }));
export const ResourceEdit = lazyScreen<FormProps>(async () => ({ default: (await import('./ResourceForm.tsx')).ResourceEdit }));
export const ResourceShow = lazyScreen<FormProps>(async () => ({ default: (await import('./ResourceShow.tsx')).ResourceShow }));
