// The public pages at `path` in a memory router, as the shell mounts them, with stand-ins for the
// pages they lead to (`landings`: path -> text). The window's URL follows, as BrowserRouter's
// would: the HTTP client reads the language from it.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { localizedPublicRoutes } from '../../../src/public/routes.tsx';

export function renderPublicAt(path: string, landings: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {localizedPublicRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        {Object.entries(landings).map(([landing, text]) => (
          <Route key={landing} path={landing} element={<p>{text}</p>} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}
