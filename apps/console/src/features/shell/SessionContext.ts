import type { Identity } from '@wm/api';
import { hasAccess } from '@wm/domain';
import { createContext, useContext } from 'react';

/** What the signed-in frame offers its pages. */
export interface Session {
  identity: Identity;
  /** `hasAccess(identity.access, path, key)`. */
  can: (path: string, key?: string) => boolean;
  /** Asks 'Are you sure you want to log off?' then logs off. */
  requestLogOff: () => void;
  /** The user's duration format: preference, else company setting, else 1 (decimal). */
  timeFormat: 1 | 2;
}

export const SessionContext = createContext<Session | null>(null);

/** The session of the signed-in frame. Throws outside it (pages are always rendered inside). */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession must be used inside the signed-in frame (AppLayout).');
  return s;
}

/** Builds the session value for an identity. */
export function makeSession(identity: Identity, requestLogOff: () => void): Session {
  const access = identity.access ?? { paths: [], keys: [] };
  const pref = identity.preferences?.timeFormat;
  const companyFormat = identity.company?.settings?.timeFormat;
  return {
    identity,
    can: (path, key) => hasAccess(access, path, key),
    requestLogOff,
    timeFormat: pref === 1 || pref === 2 ? pref : companyFormat === 2 ? 2 : 1,
  };
}
