import { Spinner } from '@wm/ui';
import type { MapView } from '@wm/widgets';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const MapViewChunk = lazy(() => import('./mapViewChunk.js').then((m) => ({ default: m.MapView })));

/**
 * The MapView widget (same props), fetched with its map libraries (about 57 KiB gzip) only when a map
 * is first drawn, so screens whose map sits in a tab, a dialog or a card below the fold show their
 * rows without waiting for it (issue 20). A spinner stands in while it loads.
 */
export function LazyMapView(props: ComponentProps<typeof MapView>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner size="lg" label={t('common.loading')} />}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}
