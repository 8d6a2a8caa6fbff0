import { isApiError } from '@wm/api';
import { validatePassword } from '@wm/domain';
import { Button, ConfirmDialog, Spinner, TextField, type TextFieldProps, useToast } from '@wm/ui';
import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { clearSessionStorageKeys } from '../../lib/storage.js';
import * as styles from './LogonPage.css.js';
import { useLogonFailure, useSignInFlow } from './signInFlow.js';

/*
 * The less used states of the sign-in screen (forgot, reset, temporary access, the first sign-in
 * with a temporary password): a chunk of their own, so the sign-in page stays light (issue 20).
 */

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

/**
 * First sign-in with a temporary password (issue 19): the user chooses a new password (rule and
 * confirmation as for a reset); saving it signs them in.
 */
export function ChangeTemporaryPasswordForm({
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

export function ForgotPasswordForm() {
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

export function ResetPasswordForm({ token }: { token: string }) {
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

export function TemporaryAccess({ token }: { token: string }) {
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
