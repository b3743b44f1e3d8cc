// A declared resource's react-admin screens and dataProvider source, for a ResourceDef:
// `{ slug, labelKey, icon, ...crudScreens(def, { create: true, edit: true }) }`.
import type { ComponentType } from 'react';
import type { SlugMap } from '../../dataProvider/index.ts';
import type { DefinedResource } from './definition.ts';
import { ResourceCreate, ResourceEdit, ResourceList } from './lazyViews.ts';

interface CrudScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  recordRepresentation: string;
  data: SlugMap;
}

export function crudScreens(def: DefinedResource, views: { create?: boolean; edit?: boolean } = {}): CrudScreens {
  const list = () => <ResourceList def={def} />;
  const create = () => <ResourceCreate def={def} />;
  const edit = () => <ResourceEdit def={def} />;
  return {
    list,
    ...(views.create && { create }),
    ...(views.edit && { edit }),
    recordRepresentation: def.titleSource,
    data: { [def.slug]: def.source },
  };
}
