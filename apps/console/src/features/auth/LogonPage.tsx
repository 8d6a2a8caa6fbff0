import { Button, Card, Spinner, TextField } from '@wm/ui';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { LANGUAGES, type Language } from '../../i18n/i18n.js';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.js';
import * as styles from './LogonPage.css.js';
import { parseLoginState } from './redirect.js';
import { signInLanguage, useLogonFailure, useSignInFlow } from './signInFlow.js';
import { useStandaloneTitle } from '../shell/standaloneTitle.js';

const forms = () => import('./LogonForms.js');
const ForgotPasswordForm = lazy(() => forms().then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPasswordForm = lazy(() => forms().then((m) => ({ default: m.ResetPasswordForm })));
const TemporaryAccess = lazy(() => forms().then((m) => ({ default: m.TemporaryAccess })));
const ChangeTemporaryPasswordForm = lazy(() =>
  forms().then((m) => ({ default: m.ChangeTemporaryPasswordForm })),
);

type SignInField = 'userName' | 'password';

/**
 * The sign-in form (plain state, no form library on the sign-in page, issue 20). A field's message
 * shows once the user changed and left it, or tried to submit; not on a bare blur (an empty field
 * left for the language switch would grow a message under the pointer and the click would miss).
 */
function SignInForm({ notice }: { notice?: string }) {
  const { t } = useTranslation();
  const flow = useSignInFlow();
  const failureText = useLogonFailure();
  const [failure, setFailure] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<{ userName: string; password: string } | null>(null);
  const [values, setValues] = useState<Record<SignInField, string>>({ userName: '', password: '' });
  const [modified, setModified] = useState<Partial<Record<SignInField, boolean>>>({});
  const [touched, setTouched] = useState<Partial<Record<SignInField, boolean>>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  if (temporary)
    return (
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <ChangeTemporaryPasswordForm
          userName={temporary.userName}
          temporary={temporary.password}
          onBack={() => setTemporary(null)}
        />
      </Suspense>
    );
  const errors: Record<SignInField, string | undefined> = {
    userName: values.userName.trim() ? undefined : t('logon.userNameRequired'),
    password: values.password ? undefined : t('logon.passwordRequired'),
  };
  const shown = (f: SignInField) => (submitFailed || (touched[f] && modified[f]) ? errors[f] : undefined);
  const field = (f: SignInField) => ({
    name: f,
    value: values[f],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [f]: value }));
      setModified((m) => ({ ...m, [f]: true }));
    },
    onBlur: () => setTouched((x) => ({ ...x, [f]: true })),
    error: shown(f),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (errors.userName || errors.password) {
      setSubmitFailed(true);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const userName = values.userName.trim();
      const password = values.password;
      const outcome = await flow.withPassword(userName, password);
      if (outcome.status === 'must-change-password') setTemporary({ userName, password });
    } catch (err) {
      setFailure(failureText(err, 'logon.failed'));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {notice ? <p className={styles.notice}>{notice}</p> : null}
        {failure ? (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        ) : null}
        <TextField {...field('userName')} label={t('logon.userName')} autoComplete="username" autoFocus />
        <TextField
          {...field('password')}
          type="password"
          label={t('logon.password')}
          autoComplete="current-password"
        />
        <div className={styles.actions}>
          <Link to="/logon/forgot-password/" className={styles.link}>
            {t('logon.forgotPassword')}
          </Link>
          <Button type="submit" variant="primary" loading={submitting}>
            {t('logon.signIn')}
          </Button>
        </div>
      </form>
      {flow.eula}
    </>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = useCallback(
    (lng: Language) => {
      signInLanguage.chosen = lng;
      void i18n.changeLanguage(lng);
      writeStored(STORAGE_KEYS.language, lng);
    },
    [i18n],
  );
  return (
    <div className={styles.languages} role="group" aria-label={t('account.language')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className={styles.langButton}
          // Each language is named in itself (WCAG 3.1.2).
          lang={lng}
          aria-pressed={i18n.language === lng}
          onClick={() => choose(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The sign-in screen /logon/{loginState?}/{token?} (platform spec 2.2, 7, 8): normal sign-in,
 * forgot password, reset password and temporary access; 'reset-expired' is sign-in with a notice.
 */
export function LogonPage() {
  const { t } = useTranslation();
  const { loginState, token } = useParams();
  const parsed = parseLoginState(loginState, token);
  const titles = {
    'sign-in': t('logon.title'),
    'reset-expired': t('logon.title'),
    'forgot-password': t('forgot.title'),
    'reset-password': t('reset.title'),
    'temporary-access': t('temporary.title'),
  } as const;
  useStandaloneTitle('redirect' in parsed ? titles['sign-in'] : titles[parsed.state]);
  if ('redirect' in parsed) return <Navigate to={parsed.redirect} replace />;
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p className={styles.brand}>{t('app.name')}</p>
        <Card title={titles[parsed.state]} headingLevel={2}>
          {parsed.state === 'sign-in' ? <SignInForm /> : null}
          {parsed.state === 'reset-expired' ? <SignInForm notice={t('reset.expired')} /> : null}
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            {parsed.state === 'forgot-password' ? <ForgotPasswordForm /> : null}
            {parsed.state === 'reset-password' ? <ResetPasswordForm token={parsed.token ?? ''} /> : null}
            {parsed.state === 'temporary-access' ? <TemporaryAccess token={parsed.token ?? ''} /> : null}
          </Suspense>
        </Card>
        <LanguageSwitch />
      </div>
    </main>
  );
}
