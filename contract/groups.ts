// Location groups of a shipping company (spec 2 §3 "Group", §7 "Locations").
import { z } from 'zod';
import { roles } from './access.ts';
import { call, dataAnswer, isoDate, listDecl, listQuery, pagedAnswer } from './lib.ts';
import { optionalId, requiredText } from './fields.ts';

export const groupRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  shipment_company_id: z.number().int().nullable(),
  created_at: isoDate,
});
export type GroupRecord = z.infer<typeof groupRecord>;

export const groupList = listDecl({
  search: ['name'],
  defaultSearch: ['name'],
  sort: ['name', 'created_at'],
  defaultSort: { column: 'name', type: 'asc' },
  filter: ['shipment_company_id'],
  dates: ['created_at'],
  defaultEntries: 9,
});

export const MAX_GROUPS_PER_REQUEST = 100;

/** name[] from a multipart form; one plain `name` is a list of one. */
const names = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(requiredText(191)).min(1, 'validation.required').max(MAX_GROUPS_PER_REQUEST, 'validation.invalid'),
);

export const groups = {
  list: call({
    method: 'GET',
    path: '/v1/groups',
    summary: "Location groups (shipping company: its own; LSP: its customers', filter shipment_company_id; admin: all)",
    access: roles.shipperDataReaders,
    query: listQuery,
    response: pagedAnswer(groupRecord),
  }),
  bulkCreate: call({
    method: 'POST',
    path: '/v1/groups/bulk-create',
    summary: 'Create several groups at once (multipart name[]); names that exist are skipped; one transaction',
    access: roles.shipperDataWriters,
    multipart: true,
    body: z.object({ name: names, shipment_company_id: optionalId() }),
    response: dataAnswer(z.object({ created: z.array(groupRecord), skipped: z.array(z.string()) })).extend({ message: z.string() }),
  }),
};
