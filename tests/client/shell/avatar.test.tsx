import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UserAvatar } from '../../../src/layout/UserAvatar.tsx';
import { initialsOf, organisationOf } from '../../../src/layout/useProfile.ts';

describe('initials avatar', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('budi santoso putra')).toBe('BS');
    expect(initialsOf('  Sari  ')).toBe('S');
    expect(initialsOf('')).toBe('');
  });

  it('links to the account settings in the page language', () => {
    const { rerender } = render(
      <MemoryRouter>
        <UserAvatar name="Rina Wulandari" locale="en" label="Account setting" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'RW – Account setting' })).toHaveAttribute('href', '/profile/account-setting');
    expect(screen.getByText('RW')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <UserAvatar name="Rina Wulandari" locale="id" label="Pengaturan akun" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'RW – Pengaturan akun' })).toHaveAttribute('href', '/id/profile/account-setting');
  });

  it('finds the organisation of any role', () => {
    const org = { id: 1, name: 'PT Nusantara Logistik', logo_url: null, address: null };
    expect(organisationOf({ vendor: org } as never)?.name).toBe('PT Nusantara Logistik');
    expect(organisationOf(null)).toBeNull();
  });
});
