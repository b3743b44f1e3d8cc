// The shapes every area and resource folder share, below src/areas.ts and the area modules (this
// file imports none of them, so no resource or layout file imports an area in a circle).
import type { ComponentType } from 'react';
import type { WebRole } from '../../contract/lib.ts';
import type { Action } from '../authProvider/access.ts';
import type { SlugMap } from '../dataProvider/index.ts';

export type AreaRole = WebRole | 'PROFILE';

/** Props every lazy area module's default export receives from the outer router. */
export interface AreaProps {
  /** '/vendor' or '/id/vendor': react-admin's basename. */
  basename: string;
  locale: 'en' | 'id';
}

/** A screen of its own under a resource's path, e.g. `product/import-data`. */
export interface SubRoute {
  path: string;
  component: ComponentType;
  /** Shown only when canAccess allows it on the resource (default 'list'; an import is a 'create'). */
  action?: Action;
  /** react-admin resource name of the screen when it lists rows of its own ('setting/manage-user'). */
  resource?: string;
  /**
   * Opened only where a flow ends (the vendor's accept lands on its success page), never by a
   * link: the phone crawl (tests/e2e/phone.spec.ts) does not look for a link to it.
   */
  flowEnd?: boolean;
}

/** One react-admin resource of an area: its screens, menu entry and dataProvider sources. */
export interface ResourceDef {
  /** The URL slug inside the area, also react-admin's resource name. */
  slug: string;
  /** i18n key of the menu label and page title. */
  labelKey: string;
  icon: ComponentType;
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** react-admin's recordRepresentation: the field naming a record (titles, references). */
  recordRepresentation?: string;
  /** The dataProvider's sources this resource reads: its own slug and any it picks from or nests. */
  data?: SlugMap;
  routes?: readonly SubRoute[];
  /** In the side menu (default: when it has a list). */
  menu?: boolean;
  badge?: boolean;
  /** A hook answering whether the menu's dot shows (new items exist); with `badge`. */
  useBadge?: () => boolean;
}

/**
 * A resource folder's one default export: the entity's resources in each area that shows it (the
 * vendor's own vehicles and the LSP's read-only view of its vendors' vehicles are two variants of
 * one entity). An area lists the entity once; makeArea takes the variant of its role.
 */
export interface EntityResource {
  /** Folder and URL family, e.g. 'shipping-companies'. */
  entity: string;
  variants: Partial<Record<AreaRole, ResourceDef | readonly ResourceDef[]>>;
}

/**
 * A screen of one entity shown under another entity's record (a provider's shipping companies at
 * `logistic-service-provider-management/:id/sc`), built for the nested resource name it is given.
 */
export type NestedScreen = (slug: string) => { component: ComponentType; data: SlugMap };
