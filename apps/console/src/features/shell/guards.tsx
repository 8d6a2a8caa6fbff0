import { firstPermittedPath, MENUS } from '@wm/domain';
import { useToast } from '@wm/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { menuLabelKey } from './menus.js';
import { useSession } from './SessionContext.js';

/**
 * Renders `children` only when the route `path` is among the user's feature-access paths; otherwise
 * goes to '/' (platform spec 2.1: home is the target of unauthorised redirects) and says why
 * (issue 19: 'You have no access to Timesheet: your role does not include it.').
 */
export function RequireAccess({ path, children }: { path: string; children: ReactNode }) {
  const { can } = useSession();
  if (!can(path)) return <NoAccess path={path} />;
  return <>{children}</>;
}

function NoAccess({ path }: { path: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const key = menuLabelKey(path);
  const page = key ? t(key) : path;
  useEffect(() => {
    toast.error(t('access.noAccess', { page }));
  }, [toast, t, page]);
  return <Navigate to="/" replace />;
}

/**
 * A section root (/time, /assets, /forms, /tickets, /insight, /reports, /dashboard, and /settings):
 * goes to the first permitted item by order, or to the sign-in page when none is permitted.
 */
export function SectionRedirect({ root }: { root: string }) {
  const { identity } = useSession();
  const access = identity.access ?? { paths: [], keys: [] };
  let target: string | null;
  if (root === '/settings/') {
    const items = identity.company ? [...MENUS.settings].sort((a, b) => a.order - b.order) : [];
    target = items.find((m) => !m.hidden && access.paths.includes(m.path))?.path ?? null;
  } else {
    target = firstPermittedPath(root, access);
  }
  return <Navigate to={target ?? '/logon/'} replace />;
}
