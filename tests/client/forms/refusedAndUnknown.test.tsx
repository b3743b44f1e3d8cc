// Issue 9's deviations: refused access lands on / with a message saying why (spec 1 §2 fallback);
// extra path segments after a screen are the 404 page; the generic error page says something
// else under its heading.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { session } from '../../../src/api/session.ts';
import { ErrorPage } from '../../../src/components/ErrorPage.tsx';
import { RoleGuard } from '../../../src/components/RoleGuard.tsx';
import { AccessDenied, ACCESS_REFUSED_MESSAGE } from '../../../src/layout/AccessDenied.tsx';
import { takeCarriedNotifications } from '../../../src/layout/carriedNotifications.ts';
import { exactScreen } from '../../../src/layout/exactScreen.tsx';
import { translateLite } from '../../../src/i18n/lite.ts';
import { profile } from '../../support/profile.ts';

function renderAt(path: string, element: React.ReactNode, at = '/admin/*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={at} element={element} />
        <Route path={`/id${at}`} element={element} />
        <Route path="/" element={<p>home</p>} />
        <Route path="/id" element={<p>beranda</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('refused access', () => {
  it('goes to the home page of the URL language and carries a message saying why', () => {
    session.save('tok', profile({ role: 'ADMIN' }), 3600);
    takeCarriedNotifications();
    renderAt('/id/admin/shipping-company-management', <AccessDenied />);
    expect(screen.getByText('beranda')).toBeInTheDocument();
    const carried = takeCarriedNotifications();
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({ message: ACCESS_REFUSED_MESSAGE, type: 'warning' });
    expect(translateLite('en', ACCESS_REFUSED_MESSAGE)).toMatch(/^Access denied: .*home page/);
    expect(translateLite('id', ACCESS_REFUSED_MESSAGE)).toMatch(/^Akses ditolak: .*halaman utama/);
  });

  it('another role\'s area does the same', () => {
    session.save('tok', profile({ role: 'VENDOR' }), 3600);
    takeCarriedNotifications();
    renderAt('/admin/dashboard', <RoleGuard area="ADMIN"><p>admin area</p></RoleGuard>);
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(takeCarriedNotifications().map((n) => n.message)).toEqual([ACCESS_REFUSED_MESSAGE]);
  });
});

describe('extra path segments', () => {
  const Dashboard = exactScreen(() => <p>dashboard</p>);
  it('show the 404 page, not the screen', () => {
    renderAt('/vendor/dashboard/zzz', <Dashboard />, '/vendor/dashboard/*');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).toBeNull();
  });
  it('leave the screen itself alone', () => {
    renderAt('/vendor/dashboard', <Dashboard />, '/vendor/dashboard/*');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });
});

describe('the generic error page', () => {
  it('does not repeat its heading as its message, in either language', () => {
    for (const [path, heading] of [['/x', 'An error occurred'], ['/id/x', 'Terjadi kesalahan']] as const) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <ErrorPage status={500} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading').textContent).toBe(heading);
      expect(screen.getAllByText(heading)).toHaveLength(1);
      unmount();
    }
  });
});
