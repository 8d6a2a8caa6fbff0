import { isApiError } from '@wm/api';
import { Button, Card, Spinner, TextField } from '@wm/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiClient, errorMessage } from '../../lib/api.js';
import { firstRunProblems } from './firstRun.js';
import * as styles from './LogonPage.css.js';
import { LogonPage } from './LogonPage.js';

/** GET /api/setup: whether the database has no user yet (the first visit creates the administrator). */
const SETUP_KEY = '/setup';

/**
 * The first-run screen (issue 15 section 4): on an empty database the first visit asks for the
 * company and its first administrator (POST /api/setup, which signs them in), then opens the console.
 */
export function FirstRunPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    companyName: '',
    userName: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = firstRunProblems(values);
  const field = (name: keyof typeof values, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={tried && problems[name] ? t(problems[name]!) : undefined}
    />
  );
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await apiClient.http.post('/setup', {
        companyName: values.companyName.trim(),
        userName: values.userName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      // Signed in: open the console from the start (identity, EULA and menus load as on sign-in).
      window.location.assign('/');
    } catch (err) {
      setFailure(isApiError(err) && err.status === 409 ? t('setup.alreadyDone') : errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p className={styles.brand}>{t('app.name')}</p>
        <Card title={t('setup.title')} headingLevel={2}>
          <form className={styles.form} onSubmit={submit} noValidate aria-label={t('setup.title')}>
            <p>{t('setup.instructions')}</p>
            {failure ? (
              <p className={styles.alert} role="alert">
                {failure}
              </p>
            ) : null}
            {field('companyName', t('setup.companyName'), 'text', 'organization')}
            {field('userName', t('setup.userName'), 'text', 'username')}
            {field('email', t('setup.email'), 'email', 'email')}
            {field('password', t('setup.password'), 'password', 'new-password')}
            {field('confirm', t('setup.confirm'), 'password', 'new-password')}
            <div className={styles.actions}>
              <span />
              <Button type="submit" variant="primary" loading={busy}>
                {t('setup.submit')}
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </main>
  );
}

/**
 * The sign-in route's gate: the first-run screen while the database has no user (GET /api/setup
 * {required: true}), else the sign-in screen.
 */
export function FirstRunGate() {
  const { t } = useTranslation();
  const { data, error } = useSWR<{ required: boolean }>(
    SETUP_KEY,
    () => apiClient.http.get<{ required: boolean }>(SETUP_KEY),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!data && !error) return <Spinner label={t('common.loading')} />;
  return data?.required ? <FirstRunPage /> : <LogonPage />;
}
