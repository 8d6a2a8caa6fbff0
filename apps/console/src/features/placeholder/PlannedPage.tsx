import { Box, Card } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuLabelKey } from '../shell/menus.js';

/**
 * A permitted screen whose content is not part of this build yet: shows its menu title and says so,
 * so the menus and redirects of platform spec 2 can be used end to end.
 */
export function PlannedPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = menuLabelKey(pathname);
  return (
    <Box padding="lg" display="flex" flexDirection="column" gap="md">
      <h1>{key ? t(key) : pathname}</h1>
      <Card>
        <p>{t('planned.message')}</p>
      </Card>
    </Box>
  );
}
