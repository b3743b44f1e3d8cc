// The generic list asks canAccess through the app's authProvider: a READ_ONLY user (profile
// `permission`) sees the rows without Create, Edit, Delete or an empty Actions column.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { PermissionLevel } from '../../../contract/lib.ts';
import { session } from '../../../src/api/session.ts';
import { authProvider } from '../../../src/authProvider/authProvider.ts';
import products from '../../../src/resources/products/index.tsx';
import { profile } from '../../support/profile.ts';
import { renderResources, variantOf } from '../support/admin.tsx';
import { productHandlers, productRow, type Sent } from './handlers.ts';
import { serveDuringTests } from '../support/msw.ts';

const sent: Sent[] = [];
const rows = [productRow(), productRow({ id: 2, identity: 'PK-02', name: 'Palm kernel', alias: null, weight: 500 })];
const server = setupServer();
serveDuringTests(server);

function renderAs(permission: PermissionLevel) {
  session.save('token', profile({ role: 'SHIPMENT_COMPANY', permission }), 3600);
  server.use(...productHandlers(rows, sent, {}));
  return renderResources('/product', variantOf(products, 'SHIPMENT_COMPANY'), 'en', authProvider);
}

describe('the generic list for each permission level', () => {
  it('FULL_ACCESS: Create, and Edit and Delete per row', async () => {
    renderAs('FULL_ACCESS');
    expect(await screen.findByRole('link', { name: 'Edit Crude palm oil' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete Palm kernel' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('READ_ONLY: the rows only', async () => {
    const asked = vi.spyOn(authProvider, 'canAccess');
    renderAs('READ_ONLY');
    expect(await screen.findByText('Crude palm oil', undefined, { timeout: 5000 })).toBeInTheDocument();
    // The buttons wait for canAccess: only once it has answered does their absence mean anything.
    const asks = (action: string) => asked.mock.calls.some(([p]) => p.action === action);
    await waitFor(() => expect(['create', 'edit', 'delete'].every(asks)).toBe(true), { timeout: 5000 });
    await act(() => Promise.all(asked.mock.results.map((r) => r.value)));
    expect(screen.queryByRole('link', { name: 'Edit Crude palm oil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Palm kernel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
