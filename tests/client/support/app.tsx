// The whole app's routes in an in-memory router at `path`, with the current path readable
// (`where()`): for tests of where the app sends someone (/, refused access, the language at /).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppRoutes } from '../../../src/App.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export const openApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** The path the app is on now (the last app opened). */
export const where = () => screen.getAllByTestId('where').at(-1)!;
