// Issue 9's loose ends on the forms of their own (not the declared CRUD forms): the account
// setting, a vendor's company profile and the LSP's company profile. Cancel leaves for the area's
// dashboard and sends nothing; a logo of another type says "File type not allowed" (spec 1 §5)
// until an image is chosen.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { session } from '../../../src/api/session.ts';
import type { ResourceDef } from '../../../src/areas/types.ts';
import { accountSettingEntry, formProfileEntry } from '../../../src/custom/account/entries.tsx';
import { profileEntry } from '../../../src/custom/lsp-profile/index.tsx';
import { profile } from '../../support/profile.ts';
import { renderResources } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const vendor = { id: 4, name: 'CV Trans Andalas', address: 'Jl. Lintas Timur', logo: null, logo_url: null, status: null, created_at: '2026-03-01T03:00:00.000Z' };
const lsp = {
  id: 2, name: 'PT Nusantara Logistik', address: null, domain: 'localhost', logo: null, logo_url: null, primary_color: '#0094BC', secondary_color: null,
  register_banner: null, register_banner_url: null, status: null, created_at: '2026-03-01T03:00:00.000Z',
};
/** Every write the forms sent (none is expected). */
const writes: string[] = [];

const server = setupServer(
  http.get('*/v1/auth/profile', () => HttpResponse.json({ data: session.user() })),
  http.get('*/v1/profile/vendors', () => HttpResponse.json({ data: vendor })),
  http.get('*/v1/profile/logistics-service-providers', () => HttpResponse.json({ data: lsp })),
  http.get('*/v1/profile/logistics-service-providers/register-link', () => HttpResponse.json({ data: { url: 'http://localhost/register?token=t', token: 't', expires_at: '2026-12-01T00:00:00.000Z' } })),
  // The LSP profile's weighbridge machine keys (src/custom/lsp-profile/ApiKeys.tsx).
  http.get('*/v1/weight-bridge/api-keys', () => HttpResponse.json({ data: [] })),
  http.all('*/v1/*', ({ request }) => {
    writes.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ message: 'Saved.' });
  }),
);
serveDuringTests(server, () => {
  writes.length = 0;
});

const dashboard: ResourceDef = { slug: 'dashboard', labelKey: 'shell.menu.dashboard', icon: DashboardIcon, list: () => <p>the dashboard</p> };

const FORMS = [
  { form: 'the account setting', role: 'VENDOR' as const, entry: accountSettingEntry },
  { form: "a vendor's company profile", role: 'VENDOR' as const, entry: formProfileEntry() },
  { form: "the LSP's company profile", role: 'LOGISTIC_SERVICE_PROVIDER' as const, entry: profileEntry },
];

const signedInAs = (role: 'VENDOR' | 'LOGISTIC_SERVICE_PROVIDER') =>
  session.save('tok', profile({ role, vendor: role === 'VENDOR' ? { id: 4, name: vendor.name, logo_url: null } : null, logistics_service_provider: role === 'VENDOR' ? null : { id: 2, name: lsp.name, logo_url: null, domain: 'localhost' } } as never), 3600);

describe.each(FORMS)('$form', ({ role, entry }) => {
  beforeEach(() => signedInAs(role));

  it('has Cancel, which goes to the dashboard and sends nothing', async () => {
    renderResources(`/${entry.slug}`, [entry, dashboard]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 20_000 }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});

describe.each(FORMS.slice(1))('the logo of $form', ({ role, entry }) => {
  beforeEach(() => signedInAs(role));

  it('says "File type not allowed" for a file that is not an image, until an image is chosen', async () => {
    renderResources(`/${entry.slug}`, [entry, dashboard]);
    const input = await screen.findByLabelText('Logo', {}, { timeout: 20_000 });
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File type not allowed');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.queryByText('File type not allowed')).toBeNull());
    expect(writes).toEqual([]);
  });
});
