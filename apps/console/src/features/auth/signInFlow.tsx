import { type Identity, IDENTITY_KEY } from '@wm/api';
import { useToast } from '@wm/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { isLanguage, type Language } from '../../i18n/i18n.js';
import { applyCompanyLabels } from '../../i18n/labels.js';
import { apiClient, errorMessage } from '../../lib/api.js';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.js';
import * as styles from './LogonPage.css.js';
import { safeRedirect } from './redirect.js';
import { completeSignIn, type SignInOutcome, signIn, signInWithNewPassword } from './signInSequence.js';

const EulaDialog = lazy(() => import('./EulaDialog.js').then((m) => ({ default: m.EulaDialog })));

/** The language picked on the sign-in screen during this visit, saved as the preference at sign-in. */
export const signInLanguage: { chosen: Language | null } = { chosen: null };

/**
 * Shared by the sign-in and temporary-access states: runs the sequence with the EULA dialog (loaded
 * when first asked, issue 20) and toasts.
 */
export function useSignInFlow() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const [eulaOpen, setEulaOpen] = useState(false);
  const [declined, setDeclined] = useState(false);
  const eulaAnswer = useRef<((agreed: boolean) => void) | null>(null);
  /** Set when the signed-in user's language differs from the sign-in screen's (see applyIdentity). */
  const reloadInto = useRef(false);

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
      const chosen = signInLanguage.chosen;
      if (chosen && chosen !== identity.preferences?.language) {
        await apiClient.account.savePreferences({ language: chosen });
        identity = { ...identity, preferences: { ...identity.preferences, language: chosen } } as Identity;
      }
      signInLanguage.chosen = null;
      const lang = identity.preferences?.language;
      if (isLanguage(lang)) {
        writeStored(STORAGE_KEYS.language, lang);
        // Another language than the sign-in screen's: the console starts afresh in it (a full load),
        // because switching languages while the signed-in frame and its strings load lazily left
        // the sign-in screen on show.
        reloadInto.current = lang !== i18n.language;
        if (!reloadInto.current) await i18n.changeLanguage(lang);
      }
      applyCompanyLabels(i18n, identity.company?.labels ?? null);
      await mutate(IDENTITY_KEY, identity, { revalidate: false });
    },
  };

  const finish = (outcome: SignInOutcome) => {
    setDeclined(outcome.status === 'eula-declined');
    if (outcome.status === 'signed-in') {
      const target = safeRedirect(params.get('redirect'));
      if (reloadInto.current) window.location.replace(target);
      else navigate(target, { replace: true });
    }
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
        {eulaOpen ? (
          <Suspense fallback={null}>
            <EulaDialog open onAnswer={answerEula} />
          </Suspense>
        ) : null}
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

/** Server messages of the sign-in screen shown in the chosen language. */
const LOGON_MESSAGES: Record<string, string> = {
  'Invalid user name or password.': 'logon.invalid',
  'Too many failed sign-in attempts. Try again in 15 minutes.': 'logon.locked',
  'The new password must differ from the temporary one.': 'logon.samePassword',
  'Password must contain a lowercase letter, an uppercase letter and a non-letter character.':
    'reset.passwordRule',
};

/** A sign-in failure in the user's language (the server answers in English). */
export function useLogonFailure() {
  const { t } = useTranslation();
  return (e: unknown, fallback: string) => {
    const raw = errorMessage(e);
    const key = LOGON_MESSAGES[raw];
    return key ? t(key) : raw || t(fallback);
  };
}
