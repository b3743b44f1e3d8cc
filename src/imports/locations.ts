// The locations import (POST /v1/pickup-dropoff/import, one transaction): the generic import page's
// definition for one shipping company. An LSP names its customer; a shipping company omits it.
import { contract, type LocationFields } from '../../contract/index.ts';
import { request } from '../api/http.ts';
import type { ImportDefinition } from './ImportPage.tsx';
import { locationImport } from './kinds.ts';

export function locationImportDefinition(options: { shipmentCompanyId?: number; title?: string; backTo: string }): ImportDefinition {
  return {
    kind: locationImport,
    titleKey: 'imports.titles.locations',
    title: options.title,
    templateCall: () => request(contract.pickupDropoff.importKeys),
    templateFileName: 'location-import-template.xlsx',
    // The rows are the location row schema's output (checked in the worker): the shape the body expects.
    commit: (rows) =>
      request(contract.pickupDropoff.import, { body: { locations: rows as LocationFields[], shipment_company_id: options.shipmentCompanyId } }),
    listKey: 'locations',
    backTo: options.backTo,
  };
}
