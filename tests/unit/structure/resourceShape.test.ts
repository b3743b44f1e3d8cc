// One resource shape (issue 9; src/areas/types.ts): every folder of src/resources/ has an index
// whose default export is an EntityResource named after the folder, whose variants are keyed by
// area roles and are ResourceDefs (a slug, a menu label both languages translate, an icon, screens
// that are components, sub-routes with a path and a screen), and each variant is mounted by its
// role's area. The folders are read from disk, so a new one is checked without being listed here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import admin from '../../../src/areas/admin.tsx';
import lsp from '../../../src/areas/lsp.tsx';
import shippingCompany from '../../../src/areas/shipping-company.tsx';
import vendor from '../../../src/areas/vendor.tsx';
import type { AreaRole, EntityResource, ResourceDef } from '../../../src/areas/types.ts';
import { translateLite } from '../../../src/i18n/lite.ts';
import { LOCALES } from '../../../src/i18n/types.ts';

const RESOURCES = join(import.meta.dirname, '../../../src/resources');
const AREAS: Partial<Record<AreaRole, { slugs: readonly string[] }>> = { ADMIN: admin, LOGISTIC_SERVICE_PROVIDER: lsp, SHIPMENT_COMPANY: shippingCompany, VENDOR: vendor };
const ROLES: readonly AreaRole[] = ['ADMIN', 'LOGISTIC_SERVICE_PROVIDER', 'SHIPMENT_COMPANY', 'VENDOR', 'PROFILE'];
const SCREENS = ['list', 'show', 'create', 'edit'] as const;

/** A React component: a function, or what memo / forwardRef / lazy make (an object React tags). */
const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

const folders = readdirSync(RESOURCES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function indexOf(folder: string): string {
  const index = ['index.tsx', 'index.ts'].map((name) => join(RESOURCES, folder, name)).find((path) => existsSync(path));
  if (!index) throw new Error(`src/resources/${folder} has no index.ts(x)`);
  return index;
}

/** What is wrong with a variant's resource (nothing, hopefully). */
function problemsOf(def: ResourceDef): string[] {
  const problems: string[] = [];
  if (typeof def.slug !== 'string' || !/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(def.slug)) problems.push(`slug ${String(def.slug)}`);
  for (const locale of LOCALES) {
    if (typeof def.labelKey !== 'string' || translateLite(locale, def.labelKey) === def.labelKey) problems.push(`labelKey ${String(def.labelKey)} in ${locale}`);
  }
  if (!isComponent(def.icon)) problems.push('icon is not a component');
  for (const screen of SCREENS) if (def[screen] !== undefined && !isComponent(def[screen])) problems.push(`${screen} is not a component`);
  for (const route of def.routes ?? []) {
    if (typeof route.path !== 'string' || route.path === '' || route.path.startsWith('/')) problems.push(`route path ${String(route.path)}`);
    if (!isComponent(route.component)) problems.push(`route ${route.path} has no component`);
  }
  if (def.data !== undefined && (typeof def.data !== 'object' || def.data === null)) problems.push('data is not a slug map');
  return problems.map((p) => `${def.slug}: ${p}`);
}

describe('the one resource shape of src/resources/*', () => {
  it('finds the resource folders', () => {
    expect(folders.length).toBeGreaterThanOrEqual(8);
  });

  it.each(folders)('%s: its default export is an EntityResource of that name, every variant a ResourceDef its area mounts', async (folder) => {
    const entity = ((await import(indexOf(folder))) as { default: EntityResource }).default;
    expect(entity?.entity).toBe(folder);
    const variants = Object.entries(entity.variants ?? {}) as [AreaRole, ResourceDef | readonly ResourceDef[]][];
    expect(variants.length, 'variants').toBeGreaterThan(0);
    for (const [role, variant] of variants) {
      expect(ROLES).toContain(role);
      const defs: readonly ResourceDef[] = Array.isArray(variant) ? variant : [variant as ResourceDef];
      expect(defs.length, `${role} resources`).toBeGreaterThan(0);
      expect(defs.flatMap(problemsOf), role).toEqual([]);
      const area = AREAS[role];
      if (area) expect(area.slugs, `${role}'s area mounts ${folder}`).toEqual(expect.arrayContaining(defs.map((d) => d.slug)));
    }
  });
});
