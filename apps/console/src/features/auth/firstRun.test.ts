import { describe, expect, it } from 'vitest';
import { firstRunProblems } from './firstRun.js';

describe('firstRunProblems', () => {
  const ok = {
    companyName: 'Acme',
    userName: 'boss',
    email: 'boss@acme.test',
    password: 'Secret-1',
    confirm: 'Secret-1',
  };
  it('accepts a complete form', () => expect(firstRunProblems(ok)).toEqual({}));
  it('names each missing or wrong field', () => {
    expect(
      firstRunProblems({ companyName: ' ', userName: '', email: 'x', password: 'weak', confirm: 'other' }),
    ).toEqual({
      companyName: 'setup.companyRequired',
      userName: 'setup.userNameRequired',
      email: 'setup.emailInvalid',
      password: 'reset.passwordRule',
      confirm: 'setup.confirmMismatch',
    });
  });
});
