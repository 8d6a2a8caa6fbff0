import { IDENTITY_KEY, isApiError, useIdentity, useLiveUpdates } from '@wm/api';
import { AppShell, Box, Button, ConfirmDialog, Dialog, NavList, Spinner, useToast } from '@wm/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { isLanguage, type Language } from '../../i18n/i18n.js';
import { applyCompanyLabels } from '../../i18n/labels.js';
import { useI18nInstance } from '../../i18n/useI18nInstance.js';
import { apiClient, errorMessage } from '../../lib/api.js';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.js';
import { AccountMenu } from './AccountMenu.js';
import { activeSection, buildMenus } from './menus.js';
import { SupportBanner } from '../partners/SupportBanner.js';
import { makeSession, SessionContext } from './SessionContext.js';
import { SessionWatch } from './sessionWatch.js';
import { useLogOff } from './useLogOff.js';
import { saveDraft } from './formDrafts.js';
import { useDraftRestore } from './useDraftRestore.js';
import { useFocusOnNavigation, usePageTitle } from './usePageTitle.js';
import { TriageBadge } from '../service/TriageBadge.js';
import { useClockQueueSender } from '../time/useClockQueue.js';

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'wheel', 'mousemove'] as const;

/** Where a signed-out visitor goes: /logon/ keeping the page they wanted as `redirect`. */
function logonTarget(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const wanted = pathname === '/' ? params.get('redirect') : `${pathname}${search}`;
  return wanted && wanted !== '/' ? `/logon/?redirect=${encodeURIComponent(wanted)}` : '/logon/';
}

/**
 * The signed-in frame: loads the identity (signed-out visitors go to /logon/ with a redirect),
 * applies the user's language and the company's labels, runs the session timing, and draws the
 * AppShell with the menus of platform spec 2.3 (top navigation with a remembered hide toggle, the
 * section's side menu, the account menu with language switch and Log off confirmation).
 */
export function AppLayout() {
  const { t } = useTranslation();
  // The instance, not useTranslation's per-language wrapper: the effects below must not run again
  // on a language change (see useI18nInstance).
  const i18n = useI18nInstance();
  const location = useLocation();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data: identity, error, isLoading, mutate: reloadIdentity } = useIdentity();
  const logOff = useLogOff();
  // One title per screen and focus on the new page's heading (WCAG 2.4.2, 2.4.3).
  usePageTitle(location.pathname, identity?.company?.name);
  useFocusOnNavigation(location.pathname);
  const route = `${location.pathname}${location.search}`;
  const draftUser = identity?.user ? `${identity.company?.id ?? '-'}:${identity.user.id}` : null;
  useDraftRestore(draftUser, route);
  const [idleWarning, setIdleWarning] = useState(false);
  const watchRef = useRef<SessionWatch | null>(null);
  const [confirmLogOff, setConfirmLogOff] = useState(false);
  // Other users' changes of the company's records reload what this console shows (the WebSocket GET /api/live).
  useLiveUpdates(Boolean(identity?.company));
  const [topNavHidden, setTopNavHidden] = useState<boolean>(
    () => readStored<boolean | null>(STORAGE_KEYS.hideTopNav, null) === true,
  );

  // Language and labels follow the identity.
  const preferredLanguage = identity?.preferences?.language;
  const labels = identity?.company?.labels;
  useEffect(() => {
    if (isLanguage(preferredLanguage) && preferredLanguage !== i18n.language) {
      void i18n.changeLanguage(preferredLanguage);
      writeStored(STORAGE_KEYS.language, preferredLanguage);
    }
  }, [preferredLanguage, i18n]);
  useEffect(() => {
    applyCompanyLabels(i18n, labels ?? null);
  }, [labels, i18n]);

  // First visit: the server preference decides the top-navigation toggle unless this browser remembers one.
  const serverHideTopNav = identity?.preferences?.hideTopNav;
  useEffect(() => {
    if (serverHideTopNav === undefined) return;
    if (readStored<boolean | null>(STORAGE_KEYS.hideTopNav, null) === null) setTopNavHidden(serverHideTopNav);
  }, [serverHideTopNav]);

  // Session timing (platform spec 9).
  const logOffRef = useRef(logOff);
  logOffRef.current = logOff;
  // A timed log off keeps the page's unsaved input and comes back to the page after sign-in.
  const timedOutRef = useRef<() => void>(() => undefined);
  timedOutRef.current = () => {
    if (draftUser) saveDraft(draftUser, route);
    void logOffRef.current({ returnTo: route });
  };
  const signedIn = Boolean(identity);
  useEffect(() => {
    if (!signedIn) return;
    const watch = new SessionWatch({
      now: () => Date.now(),
      setTimer: (fn, ms) => window.setTimeout(fn, ms),
      clearTimer: (h) => window.clearTimeout(h as number),
      ping: () => apiClient.account.ping(),
      logOff: () => timedOutRef.current(),
      warn: setIdleWarning,
    });
    watchRef.current = watch;
    watch.start();
    let lastMove = 0;
    const onActivity = (e: Event) => {
      // mousemove fires constantly: count it at most once a second.
      if (e.type === 'mousemove') {
        const now = Date.now();
        if (now - lastMove < 1000) return;
        lastMove = now;
      }
      // Passive input does not answer the idle warning; a key, click or touch does.
      watch.activity(e.type !== 'mousemove' && e.type !== 'wheel');
    };
    for (const ev of ACTIVITY_EVENTS) window.addEventListener(ev, onActivity, { passive: true });
    return () => {
      watch.stop();
      watchRef.current = null;
      for (const ev of ACTIVITY_EVENTS) window.removeEventListener(ev, onActivity);
    };
  }, [signedIn]);

  // Taps queued without network go out on start and on reconnect, whatever the screen (issue 16).
  useClockQueueSender(
    identity?.company && identity.user ? `${identity.company.id}:${identity.user.id}` : null,
  );

  const requestLogOff = useCallback(() => setConfirmLogOff(true), []);
  const session = useMemo(
    () => (identity ? makeSession(identity, requestLogOff) : null),
    [identity, requestLogOff],
  );

  const changeLanguage = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
      writeStored(STORAGE_KEYS.language, language);
      try {
        await apiClient.account.savePreferences({ language });
        await reloadIdentity();
      } catch (e) {
        toast.error(errorMessage(e));
      }
    },
    [i18n, reloadIdentity, toast],
  );

  const toggleTopNav = useCallback(
    (hidden: boolean) => {
      setTopNavHidden(hidden);
      writeStored(STORAGE_KEYS.hideTopNav, hidden);
      apiClient.account
        .savePreferences({ hideTopNav: hidden })
        .then(() => mutate(IDENTITY_KEY))
        .catch(() => undefined);
    },
    [mutate],
  );

  if (error) {
    if (isApiError(error) && error.status === 401) {
      return <Navigate to={logonTarget(location.pathname, location.search)} replace />;
    }
    return (
      <Box padding="xl" display="flex" flexDirection="column" gap="md" alignItems="flex-start">
        <p role="alert">{t('error.loadIdentity', { message: errorMessage(error) })}</p>
        <Button variant="primary" onClick={() => void reloadIdentity()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }
  if (isLoading || !identity || !session) {
    return (
      <Box padding="xl" display="flex" justifyContent="center">
        <Spinner size="lg" label={t('common.loading')} />
      </Box>
    );
  }

  const menus = buildMenus(identity.access, {
    isGlobal: Boolean(identity.adminInfo?.isGlobal),
    isPartner: Boolean(identity.adminInfo?.isPartner),
    hasCompany: Boolean(identity.company),
  });
  const inSettings = location.pathname.startsWith('/settings/');
  const section = activeSection(menus.top, location.pathname);
  const sideItems = inSettings ? menus.settings : (section?.children ?? []);
  const current = activeSection(sideItems, location.pathname);
  const renderLink = ({ href, ...rest }: { href: string; className: string; children: React.ReactNode }) => (
    <Link to={href} {...rest} />
  );
  const accountLinks = [
    ...menus.account.map((m) => ({ path: m.path, label: t(m.labelKey) })),
    ...(menus.settings[0] ? [{ path: '/settings/', label: t('menu.settings') }] : []),
  ];
  const name = identity.employee?.fullName || identity.user.userName;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <SessionContext.Provider value={session}>
      <AppShell
        brand={
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
            {identity.company?.name ?? t('app.name')}
          </Link>
        }
        // The AppShell leaves the top navigation out while it is hidden (wide screens only: on a
        // phone it is in the menu drawer).
        topNav={
          <NavList
            items={menus.top.map((m) => ({ id: m.path, label: t(m.labelKey), href: m.path }))}
            activeId={inSettings ? undefined : section?.path}
            renderLink={renderLink}
          />
        }
        sideMenu={
          sideItems.length ? (
            <NavList
              orientation="vertical"
              items={sideItems.map((m) => ({
                id: m.path,
                label:
                  m.path === '/tickets/triage/' ? (
                    <>
                      {t(m.labelKey)}
                      <TriageBadge />
                    </>
                  ) : (
                    t(m.labelKey)
                  ),
                href: m.path,
              }))}
              activeId={current?.path}
              renderLink={renderLink}
            />
          ) : undefined
        }
        accountMenu={
          <AccountMenu
            name={name}
            links={accountLinks}
            language={language}
            onLanguageChange={(l) => void changeLanguage(l)}
            onLogOff={requestLogOff}
          />
        }
        topNavHidden={topNavHidden}
        onTopNavHiddenChange={toggleTopNav}
        hideTopNavLabel={t('shell.hideTopNav')}
        showTopNavLabel={t('shell.showTopNav')}
        topNavLabel={t('shell.mainMenu')}
        sideMenuLabel={t('shell.sectionMenu')}
        skipLinkLabel={t('shell.skipToContent')}
        openMenuLabel={t('shell.openMenu')}
        closeMenuLabel={t('shell.closeMenu')}
        pageKey={`${location.pathname}${location.search}`}
      >
        <SupportBanner isAdmin={Boolean(identity.adminInfo?.isGlobal || identity.adminInfo?.isPartner)} />
        <Outlet />
      </AppShell>
      <ConfirmDialog
        open={confirmLogOff}
        onOpenChange={setConfirmLogOff}
        title={t('logoff.title')}
        message={t('logoff.message')}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => logOff()}
      />
      <Dialog
        open={idleWarning}
        // Escape answers the warning like 'Stay signed in'.
        onOpenChange={(open) => {
          if (!open) watchRef.current?.extend();
        }}
        role="alertdialog"
        size="sm"
        title={t('session.warnTitle')}
        description={t('session.warnMessage', { minutes: 2 })}
        hideClose
        // 'Stay signed in' comes first, so the dialog opens with focus on it.
        footer={
          <>
            <Button variant="primary" onClick={() => watchRef.current?.extend()}>
              {t('session.stay')}
            </Button>
            <Button variant="secondary" onClick={() => timedOutRef.current()}>
              {t('session.signOut')}
            </Button>
          </>
        }
      />
    </SessionContext.Provider>
  );
}
