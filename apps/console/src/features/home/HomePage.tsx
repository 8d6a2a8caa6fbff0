import { PRIV } from '@wm/domain';
import { Box } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildMenus } from '../shell/menus.js';
import { Dashboard } from '../insight/Dashboard.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './HomePage.css.js';
import { homeTileKey } from './tiles.js';

/** Privileges that show the insight dashboard on the home page (the server checks them again). */
const INSIGHT_VIEW = [PRIV.ProductivityView, PRIV.BudgetView, PRIV.CustomReportView];

/**
 * Home '/' and /dashboard (platform spec 2.1, time spec 2 "Insight maps and dashboard"): a welcome,
 * one tile per permitted section (main, settings or admin menu) and, for users with insight
 * privileges, the dashboard cards.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { identity, can } = useSession();
  const menus = buildMenus(identity.access, {
    isGlobal: Boolean(identity.adminInfo?.isGlobal),
    isPartner: Boolean(identity.adminInfo?.isPartner),
    hasCompany: Boolean(identity.company),
  });
  const tiles = [
    ...menus.top.map((m) => ({ path: m.path, title: t(m.labelKey), text: t(homeTileKey(m.path, can)) })),
    ...(menus.settings.length
      ? [{ path: '/settings/', title: t('menu.settings'), text: t('home.tile./settings/') }]
      : []),
  ];
  const privileges = new Set<string>(identity.privileges ?? []);
  const isAdmin = identity.employee?.isAdministrator === true;
  const showDashboard = Boolean(identity.company) && (isAdmin || INSIGHT_VIEW.some((p) => privileges.has(p)));
  const canBudget = isAdmin || privileges.has(PRIV.BudgetView);
  const name = identity.employee?.firstName || identity.employee?.fullName || identity.user.userName;
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="lg">
      <div>
        <h1>{t('home.welcome', { name })}</h1>
        {identity.company ? <p className={styles.muted}>{identity.company.name}</p> : null}
      </div>
      {tiles.length ? (
        <nav aria-label={t('home.modules')} className={styles.tiles}>
          {tiles.map((tile) => (
            <Link key={tile.path} to={tile.path} className={styles.tile}>
              <span className={styles.tileTitle}>{tile.title}</span>
              <span className={styles.tileText}>{tile.text}</span>
            </Link>
          ))}
        </nav>
      ) : (
        <p>{t('home.noModules')}</p>
      )}
      {showDashboard ? <Dashboard canBudget={canBudget} userId={identity.user.id} /> : null}
    </Box>
  );
}
