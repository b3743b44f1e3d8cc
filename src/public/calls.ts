// The server calls of the public pages. Loaded on first use (see api.ts) so that the login form
// is usable before zod and the contract schemas arrive.
import { auth } from '../../contract/auth.ts';
import { request } from '../api/http.ts';

export { login, refreshProfile } from '../authProvider/authProvider.ts';

export const requestPasswordReset = (email: string, locale: 'en' | 'id') => request(auth.forgotPassword, { body: { email, locale } });

export const changePassword = (body: { password: string; password_confirmation: string; token: string }) =>
  request(auth.changePasswords, { body });
