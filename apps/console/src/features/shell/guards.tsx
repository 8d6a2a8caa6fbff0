import { firstPermittedPath, MENUS } from '@wm/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './SessionContext.js';

/**
 * Renders `children` only when the route `path` is among the user's feature-access paths; otherwise
 * goes to '/' (platform spec 2.1: home is the target of unauthorised redirects).
 */
export function RequireAccess({ path, children }: { path: string; children: ReactNode }) {
  const { can } = useSession();
  if (!can(path)) return <Navigate to="/" replace />;
  return <>{children}</>;
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
