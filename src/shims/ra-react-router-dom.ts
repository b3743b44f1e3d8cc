// react-router-dom as react-admin's router adapter sees it in the build (vite.config.ts): the same
// module, less the data router it only creates when no router surrounds <Admin> (a HashRouter).
// Ours always does (App.tsx's BrowserRouter), and leaving those two out keeps react-router's data
// router (~17 kB gzip) off every page, the sign-in page included.
export * from 'react-router';

const unused = (name: string) => () => {
  throw new Error(`${name}: react-admin is mounted inside the app's BrowserRouter`);
};

export const createHashRouter = unused('createHashRouter');
export const RouterProvider = unused('RouterProvider');
