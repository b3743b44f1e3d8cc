// The layout setting on a "load more" list (spec 1 §3, §9; src/components/LoadMoreList.tsx): msw
// pages that honour `page` and `entries`, and the check every such list's test runs: the switch is
// there, mode 1 reads 9 entries a load and shows a simple list, "Cards" stores mode 0 and reads
// the list again 3 a load, as cards, and a new visit starts from the stored mode.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { TABLE_MODE_KEY } from '../../../src/layout/tableMode.ts';

/** A list answer over `rows` for the request's `page` and `entries` (default 9). */
export function pageFrom<R>(rows: readonly R[], url: string) {
  const query = new URL(url).searchParams;
  const entries = Number(query.get('entries') ?? 9);
  const page = Number(query.get('page') ?? 1);
  return {
    data: rows.slice((page - 1) * entries, page * entries),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(rows.length / entries)), total: rows.length },
  };
}

const records = () => screen.getAllByRole('article');
const asCards = () => records().map((record) => record.classList.contains('MuiCard-root'));

/**
 * The list on screen (more than 9 records, in mode 1) has the layout switch and follows it.
 * `entries()` is the `entries` of the list's last read; `reopen()` unmounts it and renders it again.
 */
export async function expectLayoutSwitch(entries: () => string | null | undefined, reopen: () => void) {
  expect(screen.getByRole('group', { name: 'Layout' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(records()).toHaveLength(9));
  expect(entries()).toBe('9');
  expect(asCards()).toEqual(Array(9).fill(false));

  fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
  await waitFor(() => expect(records()).toHaveLength(3));
  expect(entries()).toBe('3');
  expect(asCards()).toEqual([true, true, true]);
  expect(localStorage.getItem(TABLE_MODE_KEY)).toBe('0');
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(records()).toHaveLength(6));

  // Restored on the next visit: cards, 3 a load.
  reopen();
  await waitFor(() => expect(records()).toHaveLength(3));
  expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  expect(entries()).toBe('3');
}
