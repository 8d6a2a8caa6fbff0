import { validatePassword } from '@wm/domain';

/** The problems of a first-run form, by field (i18n keys); empty when it may be sent. */
export function firstRunProblems(v: {
  companyName: string;
  userName: string;
  email: string;
  password: string;
  confirm: string;
}): Partial<Record<'companyName' | 'userName' | 'email' | 'password' | 'confirm', string>> {
  const out: Partial<Record<'companyName' | 'userName' | 'email' | 'password' | 'confirm', string>> = {};
  if (!v.companyName.trim()) out.companyName = 'setup.companyRequired';
  if (!v.userName.trim()) out.userName = 'setup.userNameRequired';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) out.email = 'setup.emailInvalid';
  if (validatePassword(v.password)) out.password = 'reset.passwordRule';
  if (v.password !== v.confirm) out.confirm = 'setup.confirmMismatch';
  return out;
}
