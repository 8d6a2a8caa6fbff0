/** Pin colours of the insight maps (spec: red, yellow, green, orange; orange is the default). */
export const PIN_COLORS = {
  red: '#C73411',
  yellow: '#D1C80B',
  green: '#098408',
  orange: '#D66B10',
} as const;
export type PinColor = keyof typeof PIN_COLORS;

/** Nearby pins closer than this many pixels are spread apart (service spec 9: pin spider threshold 20 px). */
export const SPIDER_THRESHOLD_PX = 20;

/** Letter of the pin at `index` (0-based): A..Z, then AA, AB, ... (time spec 4: letters follow order). */
export function pinLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0)
    throw new Error(`Pin index must be a whole number >= 0, got ${index}`);
  let n = index;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Point {
  x: number;
  y: number;
}

/** Latitude clamp of web mercator. */
const MAX_LAT = 85.05112878;

function mercatorY(lat: number): number {
  const l = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return Math.log(Math.tan(Math.PI / 4 + l / 2));
}

/**
 * Projects coordinates with web mercator and fits them into a `width` x `height` box with
 * `padding` px on every side, keeping the aspect ratio (north up). One point, or all points at one
 * place, land in the centre. Invalid coordinates (not finite, |lat| > 90, |lng| > 180) give null.
 */
export function projectToBox(
  coords: readonly LatLng[],
  width: number,
  height: number,
  padding = 24,
): (Point | null)[] {
  const valid = (c: LatLng) =>
    Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180;
  const raw = coords.map((c) => (valid(c) ? { x: (c.lng * Math.PI) / 180, y: -mercatorY(c.lat) } : null));
  const pts = raw.filter((p): p is Point => p !== null);
  if (pts.length === 0) return raw;
  const minX = Math.min(...pts.map((p) => p.x));
  const maxX = Math.max(...pts.map((p) => p.x));
  const minY = Math.min(...pts.map((p) => p.y));
  const maxY = Math.max(...pts.map((p) => p.y));
  const w = Math.max(1, width - 2 * padding);
  const h = Math.max(1, height - 2 * padding);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale =
    spanX === 0 && spanY === 0
      ? 0
      : Math.min(spanX ? w / spanX : Number.POSITIVE_INFINITY, spanY ? h / spanY : Number.POSITIVE_INFINITY);
  const offX = padding + (w - spanX * scale) / 2;
  const offY = padding + (h - spanY * scale) / 2;
  return raw.map((p) => (p ? { x: offX + (p.x - minX) * scale, y: offY + (p.y - minY) * scale } : null));
}

/**
 * Spreads pins that are closer than `threshold` px to another pin: each cluster (pins linked by
 * distances under the threshold) is laid out on a circle around its centre, neighbours
 * `threshold` px apart, so every pin can be seen and clicked. Other pins stay where they are.
 */
export function spreadPins(points: readonly Point[], threshold = SPIDER_THRESHOLD_PX): Point[] {
  const n = points.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = points[i] as Point;
      const b = points[j] as Point;
      if (Math.hypot(a.x - b.x, a.y - b.y) < threshold) parent[find(i)] = find(j);
    }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  }
  const out = points.map((p) => ({ ...p }));
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const cx = members.reduce((s, i) => s + (points[i] as Point).x, 0) / members.length;
    const cy = members.reduce((s, i) => s + (points[i] as Point).y, 0) / members.length;
    // Circle whose chord between neighbours equals the threshold.
    const radius = Math.max(threshold, threshold / (2 * Math.sin(Math.PI / members.length)));
    members.forEach((i, k) => {
      const a = -Math.PI / 2 + (2 * Math.PI * k) / members.length;
      out[i] = { x: cx + radius * Math.cos(a), y: cy + radius * Math.sin(a) };
    });
  }
  return out;
}

/** Metres per degree of latitude (mean; good to well under 1% for geofence drawing). */
export const METERS_PER_DEGREE = 111_320;

/**
 * The four points `radiusMeters` north, south, east and west of `center` (for fitting a geofence
 * circle into the view and measuring its radius in pixels). East is the third point.
 */
export function circleExtent(center: LatLng, radiusMeters: number): LatLng[] {
  const dLat = radiusMeters / METERS_PER_DEGREE;
  const cos = Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
  const dLng = radiusMeters / (METERS_PER_DEGREE * cos);
  return [
    { lat: center.lat + dLat, lng: center.lng },
    { lat: center.lat - dLat, lng: center.lng },
    { lat: center.lat, lng: center.lng + dLng },
    { lat: center.lat, lng: center.lng - dLng },
  ];
}
