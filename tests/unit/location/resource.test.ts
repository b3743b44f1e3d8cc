import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../src/authProvider/access.ts';
import { toSubmitBody } from '../../../src/components/crud/index.ts';
import { locationResource } from '../../../src/resources/locations/definition.ts';

const record = {
  id: 1, identity: ' PKS-KDS ', name: 'PKS Kandis', type: 'PICKUP', latitude: 0.8906, longitude: 101.2264, address: 'Kec. Kandis', pic_location: '',
  alias: null, start_operation_hour: '06:00', end_operation_hour: '22:00', category: 'MILL', group_id: 4, group: { id: 4, name: 'Wilayah Riau' },
  shipment_company_id: 3, shipment_company: { id: 3, name: 'PT Sawit' }, created_at: 'x', updated_at: 'x',
};

describe('the locations resource', () => {
  it('sends the fields its form parts set (coordinates, hours, group), never the company or the joined rows', () => {
    expect(toSubmitBody(record, locationResource.inputs, true)).toEqual({
      identity: 'PKS-KDS', name: 'PKS Kandis', type: 'PICKUP', latitude: 0.8906, longitude: 101.2264, address: 'Kec. Kandis',
      start_operation_hour: '06:00', end_operation_hour: '22:00', category: 'MILL', group_id: 4,
    });
  });

  it('leaves out cleared hours and coordinates (the server clears an optional field left out)', () => {
    const body = toSubmitBody({ ...record, start_operation_hour: ' ', end_operation_hour: null, latitude: '' }, locationResource.inputs, true);
    expect(body).not.toHaveProperty('start_operation_hour');
    expect(body).not.toHaveProperty('end_operation_hour');
    expect(body).not.toHaveProperty('latitude');
  });

  it('lists 9 a page by name, searching the name', () => {
    expect(locationResource.perPage).toBe(9);
    expect(locationResource.listDecl.defaultSearch).toEqual(['name']);
    expect(locationResource.listDecl.defaultSort).toEqual({ column: 'name', type: 'asc' });
  });

  it('is open to the shipping company only', () => {
    for (const action of ['list', 'create', 'edit', 'delete']) expect(canAccess('SHIPMENT_COMPANY', action, 'location'), action).toBe(true);
    expect(canAccess('VENDOR', 'list', 'location')).toBe(false);
    expect(canAccess('LOGISTIC_SERVICE_PROVIDER', 'list', 'location')).toBe(false);
  });
});
