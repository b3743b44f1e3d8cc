// Lazy access to the public pages' server calls (calls.ts): keeps the first page's JS small.
export const publicApi = () => import('./calls.ts');
