// msw handlers speaking the contract shapes of the auth calls used by the public pages.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { loginAnswer, Profile } from '../../../contract/auth.ts';
import type { Personalization } from '../../../contract/personalization.ts';
import { profile } from '../../support/profile.ts';

export const PASSWORD = 'lsi-demo-2026';

export { profile };

const USERS: Record<string, Profile> = {
  'admin@lsi.test': profile({ role: 'ADMIN', email: 'admin@lsi.test', is_main_admin: true }),
  'vendor@lsi.test': profile({ id: 5, role: 'VENDOR', email: 'vendor@lsi.test' }),
  'newvendor@lsi.test': profile({ id: 6, role: 'VENDOR', email: 'newvendor@lsi.test', is_password_never_updated: true }),
  'driver@lsi.test': profile({ id: 9, role: 'DRIVER', email: 'driver@lsi.test' }),
};

const MESSAGES = {
  en: { wrong: 'Wrong e-mail or password.', driver: "You're not able to login with this role." },
  id: { wrong: 'E-mail atau kata sandi salah.', driver: 'Anda tidak dapat masuk dengan peran ini.' },
};

const branding: Personalization = {
  name: 'PT Nusantara Logistik',
  logo: null,
  logo_url: null,
  primary_color: '#EF3434',
  secondary_color: null,
  register_banner: null,
  register_banner_url: null,
};

export const handlers = [
  http.post('/v1/auth/login', async ({ request }) => {
    const lang = request.headers.get('accept-language') === 'id' ? 'id' : 'en';
    const { email, password } = (await request.json()) as { email: string; password: string };
    const user = USERS[email];
    if (!user || password !== PASSWORD) return HttpResponse.json({ message: MESSAGES[lang].wrong }, { status: 401 });
    if (user.role === 'DRIVER') return HttpResponse.json({ message: MESSAGES[lang].driver }, { status: 403 });
    const answer: z.input<typeof loginAnswer> = {
      data: { token: `token-${user.id}`, token_type: 'Bearer', expires_in: 86400, user },
    };
    return HttpResponse.json(answer);
  }),
  http.get('/v1/personalization', () => HttpResponse.json({ data: branding })),
];
