// What the account and organisation forms send (spec 2 §5).
import { describe, expect, it } from 'vitest';
import { accountBody, validateAccount } from '../../../src/custom/account/accountBody.ts';
import { ORG_FORMS, orgBody } from '../../../src/custom/account/FormProfile.tsx';

describe('account setting body', () => {
  it('sends no password fields, avatar, OTP or new e-mail unless given', () => {
    const body = accountBody({ name: ' Budi ', phone_country_code: '62', phone_number: '8123', password: '', avatar: 'avatars/x.png', otp: '' }, 'budi@x.test');
    expect(body).toEqual({ _method: 'PUT', name: 'Budi', email: 'budi@x.test', phone_country_code: '62', phone_number: '8123' });
  });

  it('sends the three password fields when a new password is typed, and a new avatar file', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const body = accountBody({ name: 'Budi', password: 'new-secret', password_confirm: 'new-secret', password_old: 'old', avatar: { rawFile: file } }, 'b@x.test');
    expect(body).toMatchObject({ password: 'new-secret', password_confirm: 'new-secret', password_old: 'old', avatar: file });
  });

  it('sends the new e-mail with its OTP only when both are present', () => {
    expect(accountBody({ name: 'B', new_email: 'n@x.test' }, 'b@x.test').email).toBe('b@x.test');
    expect(accountBody({ name: 'B', new_email: 'n@x.test', otp: '123456' }, 'b@x.test')).toMatchObject({ email: 'n@x.test', otp: '123456' });
  });

  it('asks for the old password and a matching confirmation', () => {
    expect(validateAccount({ name: 'B', password: 'short', password_confirm: 'x' })).toEqual({
      password_old: 'validation.required',
      password: 'validation.passwordMin',
      password_confirm: 'validation.passwordMatch',
    });
    expect(validateAccount({ name: '', phone_number: '0812' })).toEqual({ name: 'validation.required', phone_number: 'validation.phoneFirstDigit' });
  });
});

describe('organisation profile body', () => {
  it('sends the form fields, a logo only when new, never the record extras', () => {
    const values = { id: 3, name: 'PT A', address: '', logo: 'logos/a.png', logo_url: 'http://x/a.png', logistics_service_provider_domain: 'lsp.test', is_blocked: false };
    expect(orgBody(ORG_FORMS.SHIPMENT_COMPANY, values)).toEqual({ _method: 'PUT', name: 'PT A', logistics_service_provider_domain: 'lsp.test' });
  });
});
