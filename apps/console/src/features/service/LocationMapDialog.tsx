import { Dialog } from '@wm/ui';
import { useTranslation } from 'react-i18next';
import { useMapConfig } from '../insight/useMapConfig.js';
import { LazyMapView } from '../common/LazyMapView.js';

export interface LocationMapDialogProps {
  /** The location to show (null: closed); without coordinates the dialog says so. */
  location: { id: string; name: string; lat?: number | null; lon?: number | null } | null;
  onClose: () => void;
}

/**
 * The ticket manager's location map popup (service spec 2 'Ticket manager'): the ticket's location
 * as a pin on the MapView (tiles from MAP_TILE_URL or Google Maps when configured, else the
 * offline grid with its 'not configured' note).
 */
export function LocationMapDialog({ location, onClose }: LocationMapDialogProps) {
  const { t } = useTranslation();
  const map = useMapConfig();
  if (!location) return null;
  const placed = typeof location.lat === 'number' && typeof location.lon === 'number';
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title={location.name} size="md">
      {placed ? (
        <LazyMapView
          label={location.name}
          pins={[
            {
              id: location.id,
              lat: location.lat as number,
              lng: location.lon as number,
              title: location.name,
            },
          ]}
          width={460}
          height={320}
          apiKey={map.apiKey}
          tiles={map.tiles}
          labels={{
            close: t('common.close'),
            offline: t('insight.map.offline'),
            notConfigured: t('insight.map.notConfigured'),
            skipped: (n) => t('insight.map.skipped', { count: n }),
          }}
        />
      ) : (
        <p>{t('service.location.noCoordinates')}</p>
      )}
    </Dialog>
  );
}
