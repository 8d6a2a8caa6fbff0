import { useMemo, useState } from 'react';
import {
  circleExtent,
  type PinColor,
  pinLetter,
  projectToBox,
  spreadPins,
  tilesForView,
} from './mapGeometry';

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
  /** 'square' draws the offline pin as a square (e.g. tickets beside round technician pins); default round. */
  shape?: 'circle' | 'square';
  /** Geofence radius in metres, drawn as a circle around the pin (service spec 3 Location geoFenceRadius). */
  radiusMeters?: number;
}

/**
 * Pin positions on the offline map (projected, then spread), the open info window and, with a tile
 * URL template, the raster tiles under the same projection.
 */
export function useMapState(
  pins: readonly MapPin[],
  width: number,
  height: number,
  tileTemplate?: string | null,
) {
  const [openId, setOpenId] = useState<string | null>(null);
  const tiles = useMemo(() => {
    if (!tileTemplate) return [];
    const circles = pins.flatMap((p) =>
      p.radiusMeters && p.radiusMeters > 0 && Number.isFinite(p.radiusMeters)
        ? circleExtent(p, p.radiusMeters)
        : [],
    );
    return tilesForView([...pins, ...circles], width, height, 32, tileTemplate);
  }, [pins, width, height, tileTemplate]);
  const placed = useMemo(() => {
    // Geofence circles take part in the fit, so a single pin with a radius gets a useful zoom.
    const circles = pins.map((p) =>
      p.radiusMeters && p.radiusMeters > 0 && Number.isFinite(p.radiusMeters)
        ? circleExtent(p, p.radiusMeters)
        : [],
    );
    const projected = projectToBox([...pins, ...circles.flat()], width, height, 32);
    const extentAt = (i: number) => {
      let at = pins.length;
      for (let k = 0; k < i; k++) at += circles[k]!.length;
      return at;
    };
    const idx = pins.flatMap((_, i) => (projected[i] ? [i] : []));
    const spread = spreadPins(idx.map((i) => projected[i] as { x: number; y: number }));
    return idx.map((i, k) => {
      const anchor = projected[i] as { x: number; y: number };
      const east = circles[i]!.length ? projected[extentAt(i) + 2] : null;
      return {
        pin: pins[i] as MapPin,
        letter: (pins[i] as MapPin).label ?? pinLetter(i),
        point: spread[k] as { x: number; y: number },
        anchor,
        radiusPx: east ? Math.abs(east.x - anchor.x) : 0,
      };
    });
  }, [pins, width, height]);
  const skipped = pins.length - placed.length;
  return { placed, skipped, tiles, openId, open: setOpenId, close: () => setOpenId(null) };
}
