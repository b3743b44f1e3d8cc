// The shipping company's pickup/drop-off locations (mills, refineries), declared for the generic
// CRUD views; the coordinates (place search + map), operating hours and group are form parts of
// their own (src/components/location). The server keeps the rows to the caller's company.
import { contract } from '../../../contract/index.ts';
import { groupList } from '../../../contract/groups.ts';
import { LOCATION_TYPES, locationFields, locationList } from '../../../contract/pickup-dropoff.ts';
import { defineResource, ImportButton } from '../../components/crud/index.ts';
import { CoordinatesInput, GroupInput, GROUPS_SLUG, hoursCell, OperatingHoursInput } from '../../components/location/index.ts';
import type { SlugMap } from '../../dataProvider/index.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { SLUG } from './paths.ts';

export { SLUG };

const TYPE_LABELS = 'resources.location.types';

export const locationResource = defineResource({
  slug: SLUG,
  calls: contract.pickupDropoff,
  listDecl: locationList,
  fields: locationFields,
  titleSource: 'name',
  // The server answers all rows by default; a page of 9 reads better.
  perPage: 9,
  columns: [
    { source: 'identity' },
    { source: 'name' },
    { source: 'alias' },
    { source: 'type', kind: 'status', statusPrefix: TYPE_LABELS },
    { source: 'category' },
    { source: 'pic_location' },
    { source: 'operation_hours', render: hoursCell },
    { source: 'address' },
    { source: 'group.name' },
  ],
  filters: [
    { source: 'type', kind: 'select', choices: LOCATION_TYPES, choicePrefix: TYPE_LABELS, alwaysOn: true },
    { source: 'category', kind: 'custom', component: CategoryFilter, alwaysOn: true },
  ],
  inputs: [
    { source: 'name', required: true },
    { source: 'identity', required: true },
    { source: 'type', kind: 'select', choices: LOCATION_TYPES, choicePrefix: TYPE_LABELS, required: true },
    { source: 'category' },
    { source: 'pic_location' },
    { source: 'alias' },
    { source: 'group_id', kind: 'custom', component: GroupInput },
    { source: 'operation_hours', kind: 'custom', component: OperatingHoursInput, sources: ['start_operation_hour', 'end_operation_hour'] },
    { source: 'address', kind: 'textarea' },
    { source: 'coordinates', kind: 'custom', component: CoordinatesInput, sources: ['latitude', 'longitude'] },
  ],
  searchPlaceholderKey: 'resources.location.search',
  listActions: ImportButton,
});

/** The area's slug map: the locations and the groups their form picks from (and adds to). */
export const locationDataMap: SlugMap = {
  [SLUG]: locationResource.source,
  [GROUPS_SLUG]: { list: contract.groups.list, listDecl: groupList },
};
