import { Card } from '@wm/ui';
import * as styles from './DashboardCards.css';

/** A recent media file (dashboard-media): `href` opens it; `thumbnailUrl` only for images. */
export interface MediaCardItem {
  id: string;
  fileName: string;
  /** Upload instant, ISO UTC. */
  createdOn: string;
  href: string;
  thumbnailUrl?: string | null;
}

/** Texts of MediaCard (English defaults; the console passes its translations). */
export interface MediaCardLabels {
  title: string;
  empty: string;
}
export const defaultMediaCardLabels: MediaCardLabels = {
  title: 'Recent media',
  empty: 'No media uploaded yet.',
};

export interface MediaCardProps {
  items: readonly MediaCardItem[];
  /** An upload instant (ISO UTC) as shown, e.g. a short local date. */
  formatDate: (iso: string) => string;
  labels?: Partial<MediaCardLabels>;
}

/**
 * The dashboard's recent media card (time spec 2 "Insight maps and dashboard", issue 11): images
 * as a grid of thumbnails (the file name as the link's caption, the upload date under it), other
 * files as links; 'No media uploaded yet.' when empty. Thumbnails load lazily.
 */
export function MediaCard({ items, formatDate, labels }: MediaCardProps) {
  const l = { ...defaultMediaCardLabels, ...labels };
  const images = items.filter((m) => m.thumbnailUrl);
  const files = items.filter((m) => !m.thumbnailUrl);
  return (
    <Card title={l.title}>
      {items.length === 0 ? <p className={styles.muted}>{l.empty}</p> : null}
      {images.length > 0 ? (
        <ul className={styles.gallery} data-testid="media-gallery">
          {images.map((m) => (
            <li key={m.id} className={styles.tile}>
              <a href={m.href} className={styles.caption}>
                {/* The link's text names the file, so the picture itself is decorative (alt ""). */}
                <img className={styles.thumb} src={m.thumbnailUrl!} alt="" loading="lazy" />
                {m.fileName}
              </a>
              <span className={styles.muted}>{formatDate(m.createdOn)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.list}>
          {files.map((m) => (
            <li key={m.id}>
              <a href={m.href}>{m.fileName}</a>{' '}
              <span className={styles.muted}>{formatDate(m.createdOn)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
