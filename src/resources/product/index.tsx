// Products of a shipping company: list, create, edit and delete from the declaration; the
// spreadsheet import screen (import.tsx) is its own component.
import { ResourceCreate, ResourceEdit, ResourceList } from '../../components/crud/index.ts';
import { productResource } from './definition.ts';

export { SLUG, productResource } from './definition.ts';
export { IMPORT_PATH } from '../../components/crud/index.ts';

export const source = productResource.source;

export const ProductList = () => <ResourceList def={productResource} />;
export const ProductCreate = () => <ResourceCreate def={productResource} />;
export const ProductEdit = () => <ResourceEdit def={productResource} />;
