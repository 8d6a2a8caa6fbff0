import { createPortal } from 'react-dom';
import * as styles from './MapView.css';
import type { MapPin } from './useMapState';

/**
 * The content of a pin's popup drawn by the map library (Google's info window, Leaflet's popup):
 * the pin's letter and title, then its content, rendered by React into the library's `container`.
 * Nothing when no pin is open.
 */
export function PinPopup({
  open,
  container,
}: {
  open: { letter: string; title: string; content?: MapPin['content'] } | null;
  container: HTMLElement;
}) {
  if (!open) return null;
  return createPortal(
    <div>
      <div className={styles.infoHead}>
        <span>{open.letter}</span>
        <span className={styles.infoTitle}>{open.title}</span>
      </div>
      {open.content ? <div>{open.content}</div> : null}
    </div>,
    container,
  );
}
