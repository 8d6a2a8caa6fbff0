import { Box } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildMenus } from '../shell/menus.js';
import { useSession } from '../shell/SessionContext.js';
import * as styles from './HomePage.css.js';
import { homeTileKey } from './tiles.js';

/** Home '/' (platform spec 2.1): a welcome and one tile per permitted section (main, settings or admin menu). */
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
    </Box>
  );
}
