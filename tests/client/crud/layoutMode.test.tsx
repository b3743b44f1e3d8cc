// The layout setting on every list (spec 1 §3, §4, §9): data-table mode 1 (table, 9 a page) or 0
// (cards, 3 a page), switched above the records, kept in local storage and restored; "Rows per
// page" always names the page size; dates 30 days old or more carry the "old record" cue; in cards
// each record keeps its actions, with their labels.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import users from '../../../src/resources/users/index.tsx';
import { TABLE_MODE_KEY } from '../../../src/layout/tableMode.ts';
import { userRow, usersHandlers, type Sent } from '../account/handlers.ts';
import { renderResources, variantOf } from '../support/admin.tsx';
import { serveDuringTests } from '../support/msw.ts';

const DAY = 24 * 60 * 60 * 1000;
const sent: Sent[] = [];
const rows = [
  userRow({ id: 1, name: 'Budi Santoso', last_login_at: new Date(Date.now() - 45 * DAY).toISOString() }),
  userRow({ id: 2, name: 'Sari Dewi', email: 'sari@vendor.test', last_login_at: new Date(Date.now() - 2 * DAY).toISOString() }),
];
const server = setupServer();
serveDuringTests(server, () => {
  sent.length = 0;
});

function renderList(locale: 'en' | 'id' = 'en') {
  server.use(...usersHandlers(rows, sent));
  return renderResources('/users', variantOf(users, 'VENDOR'), locale);
}

const lastEntries = () => sent.filter((s) => s.method === 'GET').at(-1)?.query.get('entries');
const rowsPerPage = () => screen.getByRole('combobox', { name: /Rows per page/ });

describe('table mode', () => {
  it('starts as a table of 9 a page; Cards switches to 3 a page, is stored, and is restored on the next visit', async () => {
    const first = renderList();
    expect(await screen.findByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(lastEntries()).toBe('9');
    expect(rowsPerPage()).toHaveTextContent('9');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => expect(lastEntries()).toBe('3'));
    expect(localStorage.getItem(TABLE_MODE_KEY)).toBe('0');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('link', { name: /^Edit / }));
    expect(cards.map((card) => within(card).getByRole('link', { name: /^Edit / }).getAttribute('aria-label'))).toEqual(['Edit Budi Santoso', 'Edit Sari Dewi']);
    expect(rowsPerPage()).toHaveTextContent('3');
    first.unmount();

    renderList();
    expect(await screen.findByText('Sari Dewi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(lastEntries()).toBe('3'));

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(lastEntries()).toBe('9'));
    expect(localStorage.getItem(TABLE_MODE_KEY)).toBe('1');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows each card\'s actions with their labels, and a sort menu instead of column headers', async () => {
    localStorage.setItem(TABLE_MODE_KEY, '0');
    renderList();
    const name = await screen.findByText('Budi Santoso');
    const card = name.closest('li')!;
    expect(within(card).getByRole('link', { name: 'Edit Budi Santoso' })).toHaveTextContent('Edit');
    expect(within(card).getByRole('button', { name: 'Delete Budi Santoso' })).toHaveTextContent('Delete');
    expect(within(card).getByText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sort by/ })).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    renderList('id');
    expect(await screen.findByRole('button', { name: 'Tabel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kartu' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tata letak' })).toBeInTheDocument();
  });
});

describe('old records (spec 1 §4: 30 days or more)', () => {
  it('marks a date 30 days old or more, and only that one', async () => {
    renderList();
    await screen.findByText('Budi Santoso');
    const cues = screen.getAllByText('Old');
    expect(cues).toHaveLength(1);
    expect(cues[0]!.closest('tr')).toHaveTextContent('Budi Santoso');
    expect(cues[0]!.closest('[title]')).toHaveAttribute('title', '30 days ago or more');
  });
});
