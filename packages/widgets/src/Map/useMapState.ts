import { useMemo, useState } from 'react';
import { type PinColor, pinLetter, projectToBox, spreadPins } from './mapGeometry';

/** A pin on the map. Letters follow the order of the array (A, B, ...). */
export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** Title of the info window and the pin's accessible name. */
  title: string;
  /** Info window content (already translated). */
  content?: React.ReactNode;
  /** Default 'orange' (time spec 4: orange by default, red when severe). */
  color?: PinColor;
  /** Overrides the automatic letter. */
  label?: string;
}

/** Pin positions on the offline map (projected, then spread) and the open info window. */
export function useMapState(pins: readonly MapPin[], width: number, height: number) {
  const [openId, setOpenId] = useState<string | null>(null);
  const placed = useMemo(() => {
    const projected = projectToBox(pins, width, height, 32);
    const idx = projected.flatMap((p, i) => (p ? [i] : []));
    const spread = spreadPins(idx.map((i) => projected[i] as { x: number; y: number }));
    return idx.map((i, k) => ({
      pin: pins[i] as MapPin,
      letter: (pins[i] as MapPin).label ?? pinLetter(i),
      point: spread[k] as { x: number; y: number },
      anchor: projected[i] as { x: number; y: number },
    }));
  }, [pins, width, height]);
  const skipped = pins.length - placed.length;
  return { placed, skipped, openId, open: setOpenId, close: () => setOpenId(null) };
}
