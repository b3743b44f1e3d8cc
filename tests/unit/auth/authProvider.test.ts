import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../support/profile.ts';

// A tiny localStorage for the node environment (session.ts reads globalThis.localStorage).
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
vi.stubGlobal('location', { pathname: '/id/vendor/vehicles', assign: vi.fn() });

const { authProvider, login } = await import('../../../src/authProvider/authProvider.ts');
const { handleUnauthorized, unauthorizedRedirect } = await import('../../../src/authProvider/unauthorized.ts');
const { liveListenerCleanups } = await import('../../../src/authProvider/liveListeners.ts');
const { session } = await import('../../../src/api/session.ts');
const { contract } = await import('../../../contract/index.ts');

const user = profile({
  id: 5,
  name: 'Vendor User',
  email: 'vendor@lsi.test',
  role: 'VENDOR',
  avatar_url: 'https://x/avatar.png',
  vendor: { id: 2, name: 'Vendor', logo_url: null, address: null },
});

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

async function signIn() {
  fetchMock.mockImplementationOnce(() => answer(200, { data: { token: 'tok', token_type: 'Bearer', expires_in: 3600, user } }));
  return login({ email: user.email, password: 'secret123' });
}

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('authProvider', () => {
  it('signs in, stores the session and answers the localized landing', async () => {
    const { redirectTo } = await signIn();
    expect(redirectTo).toBe('/id/vendor/order-shipment/create-order');
    expect(session.token()).toBe('tok');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('VENDOR');
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 5, fullName: 'Vendor User' });
    await expect(authProvider.canAccess!({ action: 'list', resource: 'vehicles' } as never)).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'list-vehicle' } as never)).resolves.toBe(false);
  });

  it("answers canAccess with the stored user's permission level", async () => {
    await signIn();
    await expect(authProvider.canAccess!({ action: 'create', resource: 'vehicles' } as never)).resolves.toBe(true);
    session.saveUser({ ...user, permission: 'READ_ONLY' });
    await expect(authProvider.canAccess!({ action: 'create', resource: 'vehicles' } as never)).resolves.toBe(false);
    await expect(authProvider.canAccess!({ action: 'delete', resource: 'vehicles' } as never)).resolves.toBe(false);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'vehicles' } as never)).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'edit', resource: 'account-setting' } as never)).resolves.toBe(true);
  });

  it('refuses a driver even if the server let one through', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(200, { data: { token: 'tok', token_type: 'Bearer', expires_in: 3600, user: { ...user, role: 'DRIVER' } } }),
    );
    await expect(login({ email: 'driver@lsi.test', password: 'x', locale: 'en' })).rejects.toThrow(
      "You're not able to login with this role.",
    );
    expect(session.token()).toBeNull();
  });

  it('redirects to the localized login when signed out', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/id/login' });
  });

  it('signs out once on concurrent 401s and never on 403', async () => {
    await signIn();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.token()).toBe('tok');
    const results = await Promise.allSettled([
      authProvider.checkError({ status: 401 }),
      authProvider.checkError({ message: 'Unauthorized' }),
      authProvider.checkError({ status: 401 }),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(session.token()).toBeNull();
  });

  it('logs out: revokes the token, clears every react-admin store and live listener', async () => {
    await signIn();
    storage.setItem('RaStore.vendor.sort', '1');
    storage.setItem('RaStore.admin.x', '1');
    storage.setItem('other', 'kept');
    const cleanup = vi.fn();
    liveListenerCleanups.add(cleanup);
    fetchMock.mockImplementationOnce(() => answer(500, { message: 'down' }));
    await expect(authProvider.logout({})).resolves.toBe('/id/login');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/v1/auth/logout'), expect.anything());
    expect(storage.getItem('RaStore.vendor.sort')).toBeNull();
    expect(storage.getItem('RaStore.admin.x')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
    expect(cleanup).toHaveBeenCalledOnce();
    expect(session.token()).toBeNull();
  });
});

describe('401 from any call', () => {
  it('sends the browser home once, except for login and the fleet sync', async () => {
    const go = vi.spyOn(unauthorizedRedirect, 'go').mockImplementation(() => undefined);
    await signIn();
    handleUnauthorized(contract.auth.login);
    handleUnauthorized(contract.fms.sync);
    expect(go).not.toHaveBeenCalled();
    expect(session.token()).toBe('tok');
    handleUnauthorized(contract.vehicle.list);
    handleUnauthorized(contract.driver.list);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/id');
    expect(session.token()).toBeNull();
  });

  it('reacts to a real 401 answer through the HTTP client', async () => {
    const go = vi.spyOn(unauthorizedRedirect, 'go').mockImplementation(() => undefined);
    await signIn(); // resets the guard
    const { request } = await import('../../../src/api/http.ts');
    const { auth } = await import('../../../contract/auth.ts');
    fetchMock.mockImplementationOnce(() => answer(401, { message: 'Unauthorized' }));
    await expect(request(auth.profile)).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenCalledWith('/id');
  });

  it('takes the exemption from the contract: only the calls with credentials of their own', () => {
    const exempt = Object.values(contract).flatMap((group) => Object.values(group) as { path: string; ownCredentials?: true }[]).filter((def) => def.ownCredentials);
    expect(exempt.map((def) => def.path).sort()).toEqual(['/v1/auth/login', '/v1/fms/sync']);
  });
});
