// RoleGuard in front of every area: a user whose forced password change is pending never enters an
// area (whose calls the server would refuse with 403) and goes to /create-new-password instead.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { session } from '../../../src/api/session.ts';
import { RoleGuard } from '../../../src/components/RoleGuard.tsx';
import { profile } from '../../support/profile.ts';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {['/vendor/*', '/id/vendor/*'].map((p) => (
          <Route key={p} path={p} element={<RoleGuard area="VENDOR"><p>vendor area</p></RoleGuard>} />
        ))}
        {['/logistic-service-provider/*', '/id/logistic-service-provider/*'].map((p) => (
          <Route key={p} path={p} element={<RoleGuard area="LOGISTIC_SERVICE_PROVIDER"><p>lsp area</p></RoleGuard>} />
        ))}
        <Route path="/profile/*" element={<RoleGuard area="PROFILE"><p>profile area</p></RoleGuard>} />
        <Route path="/create-new-password" element={<p>create new password</p>} />
        <Route path="/id/create-new-password" element={<p>buat kata sandi baru</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RoleGuard and the forced password change', () => {
  it('sends a vendor that never changed its password to /create-new-password, in its locale', () => {
    session.save('tok', profile({ role: 'VENDOR', is_password_never_updated: true }), 3600);
    renderAt('/vendor/vehicles');
    expect(screen.getByText('create new password')).toBeInTheDocument();
    expect(screen.queryByText('vendor area')).toBeNull();
  });

  it('does the same for the profile area (own account)', () => {
    session.save('tok', profile({ role: 'VENDOR', is_last_login_stale: true }), 3600);
    renderAt('/profile/form-profile');
    expect(screen.getByText('create new password')).toBeInTheDocument();
  });

  it('an LSP with a stale password is sent there too', () => {
    session.save('tok', profile({ role: 'LOGISTIC_SERVICE_PROVIDER', is_password_update_stale: true }), 3600);
    renderAt('/id/logistic-service-provider/dashboard');
    expect(screen.getByText('buat kata sandi baru')).toBeInTheDocument();
  });

  it('lets everyone else in', () => {
    session.save('tok', profile({ role: 'VENDOR' }), 3600);
    renderAt('/vendor/vehicles');
    expect(screen.getByText('vendor area')).toBeInTheDocument();
  });
});
