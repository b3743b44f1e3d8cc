// The locations import (POST /v1/pickup-dropoff/import, one transaction): the generic import page's
// definition for one shipping company. An LSP names its customer; a shipping company omits it.
import { locationImports } from '../../contract/pickup-dropoff.ts';
import { importDefinition } from './family.ts';
import type { ImportDefinition } from './ImportPage.tsx';

export function locationImportDefinition(options: { shipmentCompanyId?: number; title?: string; backTo: string }): ImportDefinition {
  return importDefinition(locationImports, {
    titleKey: 'imports.titles.locations',
    title: options.title,
    body: { shipment_company_id: options.shipmentCompanyId },
    backTo: options.backTo,
  });
}
