// Issue 9: where a refused user lands is one place, decided once. Refused access goes to / (spec 1
// §2) with the reason (tests/client/forms/refusedAndUnknown.test.tsx), and / sends a signed-in user
// to the role's home, the page spec 1 §4 names for a signed-in user at /login, whatever the
// permission level and wherever the user came from.
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { session } from '../../../src/api/session.ts';
import { homeOf } from '../../../src/authProvider/landing.ts';
import type { Role } from '../../../contract/lib.ts';
import { profile } from '../../support/profile.ts';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { serveDuringTests } from '../support/msw.ts';
import { openApp, where } from '../support/app.tsx';

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
