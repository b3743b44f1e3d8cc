// The mirroring log's filters in the address, and GET /v1/logs/mirroring's query made of them.
import { MIRROR_KINDS, MIRROR_OUTCOMES } from '../../../contract/mirroring.ts';
import { filtersOf, logQuery, type LogQuery } from '../../components/logQuery.ts';

export const MIRRORING_PARAMS = ['search', 'kind', 'outcome', 'from', 'to', 'page'] as const;
export type MirroringParams = Record<(typeof MIRRORING_PARAMS)[number], string>;

export const MIRRORING_PER_PAGE = 15;

export const mirroringQuery = (p: MirroringParams): LogQuery => ({
  ...logQuery(p, MIRRORING_PER_PAGE),
  ...filtersOf({ kind: { value: p.kind, allowed: MIRROR_KINDS }, outcome: { value: p.outcome, allowed: MIRROR_OUTCOMES } }),
});
