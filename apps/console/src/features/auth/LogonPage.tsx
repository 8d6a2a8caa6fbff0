import { type Identity, IDENTITY_KEY, isApiError } from '@wm/api';
import { validatePassword } from '@wm/domain';
import { Button, Card, ConfirmDialog, Spinner, TextField, type TextFieldProps, useToast } from '@wm/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/i18n.js';
import { applyCompanyLabels } from '../../i18n/labels.js';
import { apiClient, errorMessage } from '../../lib/api.js';
import { clearSessionStorageKeys, STORAGE_KEYS, writeStored } from '../../lib/storage.js';
import { EulaDialog } from './EulaDialog.js';
import * as styles from './LogonPage.css.js';
import { parseLoginState, safeRedirect } from './redirect.js';
import { completeSignIn, type SignInOutcome, signIn, signInWithNewPassword } from './signInSequence.js';
import { useStandaloneTitle } from '../shell/usePageTitle.js';

/**
 * A field's message once the user changed it or tried to submit. Not on a bare blur: an empty field
 * left for the language switch would grow a message under the pointer and the click would miss.
 */
function fieldError(meta: {
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
  error?: unknown;
}) {
  const shown = meta.submitFailed || (meta.touched && meta.modified);
  return shown && typeof meta.error === 'string' ? meta.error : undefined;
}

type FormTextFieldProps = { name: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
>;

/**
 * A react-final-form field drawn as a TextField: its message (see fieldError) replaces the
 * description while it shows.
 */
function FormTextField({ name, description, ...props }: FormTextFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <TextField {...input} {...props} description={error ? undefined : description} error={error} />
        );
      }}
    </Field>
  );
}

/** Shared by the sign-in and temporary-access states: runs the sequence with the EULA dialog and toasts. */
function useSignInFlow() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const [eulaOpen, setEulaOpen] = useState(false);
  const [declined, setDeclined] = useState(false);
  const eulaAnswer = useRef<((agreed: boolean) => void) | null>(null);

  const deps = {
    client: apiClient,
    askEula: () =>
      new Promise<boolean>((resolve) => {
        eulaAnswer.current = resolve;
        setEulaOpen(true);
      }),
    notifyEulaAccepted: () => toast.success(t('eula.accepted')),
    applyIdentity: async (loaded: Identity) => {
      let identity = loaded;
      // A language chosen on the sign-in screen becomes the saved preference (issue 15 §4).
      const chosen = languageChosenOnSignIn;
      if (chosen && chosen !== identity.preferences?.language) {
        await apiClient.account.savePreferences({ language: chosen });
        identity = { ...identity, preferences: { ...identity.preferences, language: chosen } } as Identity;
      }
      languageChosenOnSignIn = null;
      const lang = identity.preferences?.language;
      if (isLanguage(lang)) {
        await i18n.changeLanguage(lang);
        writeStored(STORAGE_KEYS.language, lang);
      }
      applyCompanyLabels(i18n, identity.company?.labels ?? null);
      await mutate(IDENTITY_KEY, identity, { revalidate: false });
    },
  };

  const finish = (outcome: SignInOutcome) => {
    setDeclined(outcome.status === 'eula-declined');
    if (outcome.status === 'signed-in') navigate(safeRedirect(params.get('redirect')), { replace: true });
    return outcome;
  };

  const answerEula = (agreed: boolean) => {
    setEulaOpen(false);
    eulaAnswer.current?.(agreed);
    eulaAnswer.current = null;
  };

  return {
    eula: (
      <>
        <EulaDialog open={eulaOpen} onAnswer={answerEula} />
        {/* Declining signs the user off again; the screen says why (issue 15 §4). */}
        {declined ? (
          <p role="alert" className={styles.alert}>
            {t('eula.declined')}
          </p>
        ) : null}
      </>
    ),
    withPassword: async (userName: string, password: string) =>
      finish(await signIn(deps, userName, password)),
    withNewPassword: async (userName: string, temporary: string, newPassword: string) =>
      finish(await signInWithNewPassword(deps, userName, temporary, newPassword)),
    afterSession: async () => finish(await completeSignIn(deps)),
  };
}

type SignInValues = { userName?: string; password?: string };

/** Server messages of the sign-in screen shown in the chosen language. */
const LOGON_MESSAGES: Record<string, string> = {
  'Invalid user name or password.': 'logon.invalid',
  'Too many failed sign-in attempts. Try again in 15 minutes.': 'logon.locked',
  'The new password must differ from the temporary one.': 'logon.samePassword',
  'Password must contain a lowercase letter, an uppercase letter and a non-letter character.':
    'reset.passwordRule',
};

/** A sign-in failure in the user's language (the server answers in English). */
function useLogonFailure() {
  const { t } = useTranslation();
  return (e: unknown, fallback: string) => {
    const raw = errorMessage(e);
    const key = LOGON_MESSAGES[raw];
    return key ? t(key) : raw || t(fallback);
  };
}

/**
 * First sign-in with a temporary password (issue 19): the user chooses a new password (rule and
 * confirmation as for a reset); saving it signs them in.
 */
function ChangeTemporaryPasswordForm({
  userName,
  temporary,
  onBack,
}: {
  userName: string;
  temporary: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const flow = useSignInFlow();
  const failureText = useLogonFailure();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Form<{ password?: string; confirmation?: string }>
        onSubmit={async (v) => {
          setFailure(null);
          try {
            await flow.withNewPassword(userName, temporary, v.password ?? '');
          } catch (e) {
            setFailure(failureText(e, 'logon.failed'));
          }
        }}
        validate={(v) => {
          const rule = v.password ? validatePassword(v.password) : null;
          return {
            password: !v.password
              ? t('reset.passwordRequired')
              : rule
                ? t('reset.passwordRule')
                : v.password === temporary
                  ? t('logon.samePassword')
                  : undefined,
            confirmation: v.confirmation !== v.password ? t('reset.mismatch') : undefined,
          };
        }}
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <p>{t('logon.mustChange')}</p>
            {failure ? (
              <p role="alert" className={styles.alert}>
                {failure}
              </p>
            ) : null}
            <FormTextField
              name="password"
              type="password"
              label={t('reset.newPassword')}
              autoComplete="new-password"
              autoFocus
              description={t('reset.passwordRule')}
            />
            <FormTextField
              name="confirmation"
              type="password"
              label={t('reset.confirmPassword')}
              autoComplete="new-password"
            />
            <div className={styles.actions}>
              <button type="button" className={styles.linkButton} onClick={onBack}>
                {t('forgot.backToSignIn')}
              </button>
              <Button type="submit" variant="primary" loading={submitting}>
                {t('logon.setAndSignIn')}
              </Button>
            </div>
          </form>
        )}
      />
      {flow.eula}
    </>
  );
}

function SignInForm({ notice }: { notice?: string }) {
  const { t } = useTranslation();
  const flow = useSignInFlow();
  const failureText = useLogonFailure();
  const [failure, setFailure] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<{ userName: string; password: string } | null>(null);
  if (temporary)
    return (
      <ChangeTemporaryPasswordForm
        userName={temporary.userName}
        temporary={temporary.password}
        onBack={() => setTemporary(null)}
      />
    );
  return (
    <>
      <Form<SignInValues>
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const userName = values.userName?.trim() ?? '';
            const password = values.password ?? '';
            const outcome = await flow.withPassword(userName, password);
            if (outcome.status === 'must-change-password') setTemporary({ userName, password });
          } catch (e) {
            setFailure(failureText(e, 'logon.failed'));
          }
        }}
        validate={(v) => ({
          userName: v.userName?.trim() ? undefined : t('logon.userNameRequired'),
          password: v.password ? undefined : t('logon.passwordRequired'),
        })}
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            {notice ? <p className={styles.notice}>{notice}</p> : null}
            {failure ? (
              <p role="alert" className={styles.alert}>
                {failure}
              </p>
            ) : null}
            <FormTextField name="userName" label={t('logon.userName')} autoComplete="username" autoFocus />
            <FormTextField
              name="password"
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
        )}
      />
      {flow.eula}
    </>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <Form<{ email?: string }>
        onSubmit={(v) => setEmail(v.email?.trim() ?? '')}
        validate={(v) => ({
          email: !v.email?.trim()
            ? t('forgot.emailRequired')
            : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())
              ? undefined
              : t('forgot.emailInvalid'),
        })}
        render={({ handleSubmit }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <p>{t('forgot.instructions')}</p>
            <FormTextField
              name="email"
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              autoFocus
            />
            <div className={styles.actions}>
              <Link to="/logon/" className={styles.link}>
                {t('forgot.backToSignIn')}
              </Link>
              <Button type="submit" variant="primary">
                {t('forgot.submit')}
              </Button>
            </div>
          </form>
        )}
      />
      <ConfirmDialog
        open={email !== null}
        onOpenChange={(o) => {
          if (!o) setEmail(null);
        }}
        title={t('forgot.confirmTitle')}
        message={t('forgot.confirm')}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          try {
            const r = await apiClient.account.initPasswordReset(email ?? '');
            if (!r?.success) throw new Error(r?.message ?? t('forgot.failed'));
            toast.success(t('forgot.sent'));
            navigate('/logon/', { replace: true });
          } catch (e) {
            toast.error(errorMessage(e) || t('forgot.failed'));
          }
        }}
      />
    </>
  );
}

/** Logs off any session before a reset or temporary-access link is used (platform spec 2.2). */
async function leaveCurrentSession(clearCache: () => Promise<unknown>) {
  await apiClient.account.logoff().catch(() => undefined);
  clearSessionStorageKeys();
  await clearCache();
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      await leaveCurrentSession(() => mutate(() => true, undefined, { revalidate: false }));
      try {
        const r = await apiClient.account.checkPasswordToken(token);
        if (cancelled) return;
        if (!r?.isTokenValid) navigate('/logon/reset-expired/', { replace: true });
        else setChecked(true);
      } catch {
        if (!cancelled) navigate('/logon/reset-expired/', { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [token, navigate, mutate]);

  if (!checked) return <Spinner label={t('common.loading')} />;
  return (
    <Form<{ password?: string; confirmation?: string }>
      onSubmit={async (v) => {
        try {
          const r = await apiClient.account.resetPassword(v.password ?? '', token);
          if (r && r.success === false) throw new Error(r.message ?? '');
          toast.success(t('reset.done'));
          navigate('/logon/', { replace: true });
        } catch (e) {
          if (isApiError(e) && (e.status === 404 || /token/i.test(e.message))) {
            navigate('/logon/reset-expired/', { replace: true });
            return;
          }
          toast.error(errorMessage(e) || t('reset.failed'));
        }
      }}
      validate={(v) => {
        const rule = v.password ? validatePassword(v.password) : null;
        return {
          password: !v.password ? t('reset.passwordRequired') : rule ? t('reset.passwordRule') : undefined,
          confirmation: v.confirmation !== v.password ? t('reset.mismatch') : undefined,
        };
      }}
      render={({ handleSubmit, submitting }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <p>{t('reset.instructions')}</p>
          <FormTextField
            name="password"
            type="password"
            label={t('reset.newPassword')}
            autoComplete="new-password"
            autoFocus
            description={t('reset.passwordRule')}
          />
          <FormTextField
            name="confirmation"
            type="password"
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
          />
          <div className={styles.actions}>
            <Link to="/logon/" className={styles.link}>
              {t('forgot.backToSignIn')}
            </Link>
            <Button type="submit" variant="primary" loading={submitting}>
              {t('reset.submit')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

function TemporaryAccess({ token }: { token: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const flow = useSignInFlow();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const expired = () => {
      toast.error(t('temporary.expired'));
      navigate('/logon/', { replace: true });
    };
    (async () => {
      await leaveCurrentSession(() => mutate(() => true, undefined, { revalidate: false }));
      try {
        const r = await apiClient.account.checkTemporaryAccessToken(token);
        if (cancelled) return;
        if (!r?.isTokenValid) expired();
        else setChecked(true);
      } catch {
        if (!cancelled) expired();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [token, navigate, mutate, t, toast]);

  if (!checked) return <Spinner label={t('common.loading')} />;
  return (
    <div className={styles.form}>
      <p>{t('temporary.instructions')}</p>
      <div className={styles.actions}>
        <Link to="/logon/" className={styles.link}>
          {t('forgot.backToSignIn')}
        </Link>
        <Button
          variant="primary"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const r = await apiClient.account.temporaryAccessLogon(token);
              if (!r?.success) throw new Error(r?.message ?? '');
              await flow.afterSession();
            } catch (e) {
              toast.error(errorMessage(e) || t('temporary.expired'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('temporary.continue')}
        </Button>
      </div>
      {flow.eula}
    </div>
  );
}

/** The language picked on the sign-in screen during this visit, saved as the preference at sign-in. */
let languageChosenOnSignIn: Language | null = null;

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = useCallback(
    (lng: Language) => {
      languageChosenOnSignIn = lng;
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
          {parsed.state === 'forgot-password' ? <ForgotPasswordForm /> : null}
          {parsed.state === 'reset-password' ? <ResetPasswordForm token={parsed.token ?? ''} /> : null}
          {parsed.state === 'temporary-access' ? <TemporaryAccess token={parsed.token ?? ''} /> : null}
        </Card>
        <LanguageSwitch />
      </div>
    </main>
  );
}
