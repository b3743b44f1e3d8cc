// The FMS dialog says how the vendor's link stands (GET /v1/fms/link): positions coming in, none
// yet, failing, refused (sign in again), or not pulled; nothing when the vendor has not synced.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import type { FmsLinkRecord } from '../../../contract/fms.ts';
import { FmsSyncButton } from '../../../src/custom/fms/FmsSyncButton.tsx';
import { renderAdmin } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const linked: FmsLinkRecord = { email: 'demo@fms.test', synced_at: '2026-11-30T01:00:00.000Z', pull: 'PULLING', failing_since: null, last_pulled_at: '2026-11-30T03:00:05.000Z', last_position_at: '2026-11-30T03:00:00.000Z', positions_stored: 12345 };
let link: FmsLinkRecord | null = linked;
const server = setupServer(http.get('*/v1/fms/link', () => HttpResponse.json({ data: link })));
serveDuringTests(server, () => {
  link = linked;
});

const openDialog = async (locale: 'en' | 'id' = 'en') => {
  renderAdmin('/fleet', {}, <Resource name="fleet" list={() => <FmsSyncButton />} />, locale);
  fireEvent.click(await screen.findByRole('button', { name: locale === 'en' ? 'FMS sync' : 'Sinkron FMS' }));
  return screen.findByRole('dialog');
};

describe('the FMS link in the sync dialog', () => {
  it('tells when it was last pulled and how many positions were stored, in WIB', async () => {
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Linked to demo@fms.test. Last pulled 2026-11-30 10:00 WIB; positions stored on trips so far: 12.345.');
  });

  it.each([
    ['PULLING', 'en', 'Linked to demo@fms.test. Its trucks\' positions will be pulled from the FMS shortly.'],
    ['PULLING', 'id', 'Tertaut ke demo@fms.test. Posisi truknya akan segera ditarik dari FMS.'],
    ['FAILING', 'en', 'Linked to demo@fms.test. The fleet-management service cannot be reached since 2026-11-30 09:00 WIB; it is tried again.'],
    ['REFUSED', 'en', 'The fleet-management service no longer accepts the link to demo@fms.test: sign in again to keep receiving positions.'],
    ['OFF', 'id', 'Tertaut ke demo@fms.test. Server ini tidak menarik posisi dari FMS.'],
    ['FAILING', 'id', 'Tertaut ke demo@fms.test. Layanan manajemen armada tidak dapat dihubungi sejak 2026-11-30 09:00 WIB; dicoba lagi.'],
  ] as const)('%s in %s', async (pull, locale, text) => {
    link = { ...linked, pull, last_pulled_at: null, last_position_at: null, positions_stored: 0, failing_since: pull === 'FAILING' ? '2026-11-30T02:00:00.000Z' : null };
    const dialog = await openDialog(locale);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(text);
  });

  it('says nothing of a link the vendor does not have', async () => {
    link = null;
    const dialog = await openDialog();
    await within(dialog).findByRole('textbox', { name: 'FMS e-mail' });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
