import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ErrorPage } from '../../../src/components/ErrorPage.tsx';

const at = (path: string, status?: number) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPage status={status} />
    </MemoryRouter>,
  );

describe('ErrorPage', () => {
  it('shows the exact English 404 texts and a home link', () => {
    at('/nowhere');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('says "An error occurred" for other statuses', () => {
    at('/x', 500);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });

  it('speaks Indonesian under /id and links to /id', () => {
    at('/id/nowhere');
    expect(screen.getByRole('heading', { name: '404 Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Halaman ini tidak dapat ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Halaman utama' })).toHaveAttribute('href', '/id');
  });
});
