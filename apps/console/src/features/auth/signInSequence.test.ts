import { ApiClient, type Identity } from '@wm/api';
import { describe, expect, it, vi } from 'vitest';
import { completeSignIn, needsEula, signIn, signInWithNewPassword } from './signInSequence.js';

const baseIdentity: Identity = {
  user: { id: 'u1', userName: 'employee' },
  employee: null,
  company: null,
  adminInfo: { isGlobal: false, isPartner: false },
  preferences: { language: 'en', timeFormat: 1, defaultTimeZone: null, hideTopNav: false },
  eula: { accepted: false, acceptedOn: null },
  access: { paths: ['/'], keys: [] },
  privileges: [],
  licensedModules: [],
};

/** A fake server for the account calls; records the order of calls. */
function server(options: { logon?: { status: number; body: unknown }; identity?: Partial<Identity> } = {}) {
  const calls: string[] = [];
  let identity: Identity = { ...baseIdentity, ...options.identity };
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://x').pathname.replace('/api', '');
    calls.push(`${init.method ?? 'GET'} ${path}${init.body && init.body !== '{}' ? ` ${init.body}` : ''}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    switch (path) {
      case '/account/logon':
        return options.logon ? json(options.logon.status, options.logon.body) : json(200, { success: true });
      case '/account/identity':
        return json(200, identity);
      case '/account/eula':
        identity = { ...identity, eula: { accepted: true, acceptedOn: '2026-01-01T00:00:00.000Z' } };
        return json(200, { success: true });
      case '/account/ping':
        return json(200, { isActiveSession: true });
      default:
        return json(200, { success: true });
    }
  }) as typeof globalThis.fetch;
  return { client: new ApiClient({ fetch }), calls };
}

function deps(client: ApiClient, agree: boolean) {
  return {
    client,
    askEula: vi.fn(async () => agree),
    notifyEulaAccepted: vi.fn(),
    applyIdentity: vi.fn(),
  };
}

describe('sign-in sequence', () => {
  it('logs off, logs on, checks identity, asks the EULA, pings a new session', async () => {
    const s = server();
    const d = deps(s.client, true);
    const outcome = await signIn(d, 'employee', 'Demo-1234');
    expect(outcome.status).toBe('signed-in');
    expect(s.calls).toEqual([
      'POST /account/logoff',
      'POST /account/logon {"userName":"employee","password":"Demo-1234"}',
      'GET /account/identity',
      'POST /account/eula',
      'GET /account/identity',
      'POST /account/ping {"isNewSession":true}',
    ]);
    expect(d.askEula).toHaveBeenCalledTimes(1);
    expect(d.notifyEulaAccepted).toHaveBeenCalledTimes(1);
    expect(d.applyIdentity).toHaveBeenCalledWith(
      expect.objectContaining({ eula: expect.objectContaining({ accepted: true }) }),
    );
  });

  it('skips the EULA for global and partner administrators and for users who agreed', async () => {
    for (const identity of [
      { adminInfo: { isGlobal: true, isPartner: false } },
      { adminInfo: { isGlobal: false, isPartner: true } },
      { eula: { accepted: true, acceptedOn: '2026-01-01T00:00:00.000Z' } },
    ]) {
      const s = server({ identity });
      const d = deps(s.client, true);
      await expect(completeSignIn(d)).resolves.toMatchObject({ status: 'signed-in' });
      expect(d.askEula).not.toHaveBeenCalled();
      expect(s.calls).not.toContain('POST /account/eula');
    }
    expect(needsEula(baseIdentity)).toBe(true);
  });

  it('logs off again and does not ping when the EULA is declined', async () => {
    const s = server();
    const d = deps(s.client, false);
    await expect(completeSignIn(d)).resolves.toEqual({ status: 'eula-declined' });
    expect(s.calls).toEqual(['GET /account/identity', 'POST /account/logoff']);
    expect(d.applyIdentity).not.toHaveBeenCalled();
  });

  it("surfaces the server's message for a wrong password and stops", async () => {
    const s = server({
      logon: { status: 401, body: { success: false, message: 'Invalid user name or password.' } },
    });
    const d = deps(s.client, true);
    await expect(signIn(d, 'employee', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid user name or password.',
    });
    expect(s.calls.some((c) => c.startsWith('GET /account/identity'))).toBe(false);
  });

  it('treats a 200 answer with success:false as a refusal', async () => {
    const s = server({ logon: { status: 200, body: { success: false, message: 'Account locked.' } } });
    await expect(signIn(deps(s.client, true), 'a', 'b')).rejects.toThrow('Account locked.');
  });

  it('stops without a session for a temporary password, then signs in with the new one', async () => {
    const s = server({
      logon: { status: 200, body: { success: false, mustChangePassword: true, message: 'temporary' } },
    });
    const d = deps(s.client, true);
    await expect(signIn(d, 'tara', 'Temp-1')).resolves.toEqual({ status: 'must-change-password' });
    expect(s.calls.some((c) => c.startsWith('GET /account/identity'))).toBe(false);
    s.calls.length = 0;
    await expect(signInWithNewPassword(d, 'tara', 'Temp-1', 'Tara-Own-2026')).resolves.toMatchObject({
      status: 'signed-in',
    });
    expect(s.calls.slice(0, 3)).toEqual([
      'POST /account/logoff',
      'POST /account/changetemppw {"userName":"tara","password":"Temp-1","newPassword":"Tara-Own-2026"}',
      'GET /account/identity',
    ]);
  });
});
