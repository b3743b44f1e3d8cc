// Issue 9: where a refused user lands is one place, decided once. Refused access goes to / (spec 1
// §2) with the reason (tests/client/forms/refusedAndUnknown.test.tsx), and / sends a signed-in user
// to the role's home, the page spec 1 §4 names for a signed-in user at /login, whatever the
// permission level and wherever the user came from.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { session } from '../../../src/api/session.ts';
import { homeOf } from '../../../src/authProvider/landing.ts';
import type { Role } from '../../../contract/lib.ts';
import { profile } from '../../support/profile.ts';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { serveDuringTests } from '../support/msw.ts';
import { openApp, where } from '../support/app.tsx';
import { authProvider } from '../../../src/authProvider/authProvider.ts';
import products from '../../../src/resources/products/index.tsx';
import { renderResources, variantOf } from '../support/admin.tsx';

// AccessDenied's own way to / is tested with the app's router (refusedAndUnknown.test.tsx); inside
// react-admin's test router it stands for itself.
vi.mock('../../../src/layout/AccessDenied.tsx', () => ({ AccessDenied: () => <p>refused</p>, ACCESS_REFUSED_MESSAGE: 'forms.accessRefused' }));

// The area behind the home page starts loading; its calls get empty answers.
const server = setupServer(http.all('*', () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })));
serveDuringTests(server);

const HOMES: [Role, string][] = [
  ['ADMIN', '/admin/dashboard'],
  ['LOGISTIC_SERVICE_PROVIDER', '/logistic-service-provider/dashboard'],
  ['SHIPMENT_COMPANY', '/shipping-company/form-profile'],
  ['VENDOR', '/vendor/dashboard'],
];

describe("the role's home", () => {
  it.each(HOMES)('%s: %s, the same for a READ_ONLY user', (role, home) => {
    for (const permission of ['FULL_ACCESS', 'READ_ONLY'] as const) expect(homeOf(profile({ role, permission }), 'en')).toBe(home);
    expect(homeOf(profile({ role }), 'id')).toBe(`/id${home}`);
  });

  it('/ takes a READ_ONLY LSP user to it, never to the landing after sign-in (create-shipment)', async () => {
    session.save('tok', profile({ role: 'LOGISTIC_SERVICE_PROVIDER', permission: 'READ_ONLY' }), 3600);
    openApp('/');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/logistic-service-provider\/dashboard$/));
  });

  it('/id does the same in Indonesian', async () => {
    session.save('tok', profile({ role: 'LOGISTIC_SERVICE_PROVIDER', permission: 'READ_ONLY' }), 3600);
    openApp('/id');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/id\/logistic-service-provider\/dashboard$/));
  });
});

describe('a refused create or edit form', () => {
  it.each(['/product/create', '/product/1'])('%s is never shown to a READ_ONLY user, not even while react-admin asks: refused at once', async (path) => {
    session.save('tok', profile({ role: 'SHIPMENT_COMPANY', permission: 'READ_ONLY' }), 3600);
    renderResources(path, variantOf(products, 'SHIPMENT_COMPANY'), 'en', authProvider);
    expect(await screen.findByText('refused')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('is shown to a FULL_ACCESS user', async () => {
    session.save('tok', profile({ role: 'SHIPMENT_COMPANY', permission: 'FULL_ACCESS' }), 3600);
    renderResources('/product/create', variantOf(products, 'SHIPMENT_COMPANY'), 'en', authProvider);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('refused')).toBeNull();
  });
});
