// A declared resource's react-admin screens and dataProvider source, for a ResourceDef:
// `{ slug, labelKey, icon, ...crudScreens(def, { create: true, edit: true }) }`.
import type { ComponentType } from 'react';
import type { SlugMap } from '../../dataProvider/index.ts';
import type { DefinedResource } from './definition.ts';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from './lazyViews.ts';

interface CrudScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation: string;
  data: SlugMap;
}

export function crudScreens(def: DefinedResource, views: { create?: boolean; edit?: boolean } = {}): CrudScreens {
  const list = () => <ResourceList def={def} />;
  const create = () => <ResourceCreate def={def} />;
  const edit = () => <ResourceEdit def={def} />;
  const show = () => <ResourceShow def={def} />;
  return {
    list,
    ...(views.create && { create }),
    ...(views.edit && { edit }),
    // A read-only resource whose rows open read-only (the LSP's vehicles and drivers).
    ...(def.showable && { show }),
    recordRepresentation: def.titleSource,
    data: { [def.slug]: def.source },
  };
}
