/** Pin colours of the insight maps (spec: red, yellow, green, orange; orange is the default). */
export const PIN_COLORS = {
  red: '#C73411',
  yellow: '#D1C80B',
  green: '#098408',
  orange: '#D66B10',
  /** Service priorities (service spec 9): low lighter orange, medium default orange, high darker orange. */
  lightOrange: '#E8913A',
  darkOrange: '#A84300',
  /** Technicians on the scheduler's GPS view. */
  blue: '#1F5FAD',
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

/** A raster tile source (OpenStreetMap-style `{z}/{x}/{y}` URL template and its attribution line). */
export interface TileSource {
  /** e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'; `{s}` becomes 'a'. */
  url: string;
  /** Attribution line shown on the map (e.g. '© OpenStreetMap contributors'). */
  attribution: string;
}

/** One tile placed in the view: its URL and its square in view pixels. */
export interface PlacedTile {
  key: string;
  href: string;
  x: number;
  y: number;
  size: number;
}

/** The URL of tile z/x/y of a template ({z}, {x}, {y}, {s}). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a');
}

/** Zoom used when every coordinate is at one place (street level). */
const SINGLE_POINT_ZOOM = 15;

/**
 * The raster tiles under a view fitted like `projectToBox(coords, width, height, padding)`: the
 * zoom whose tiles are closest to 256 px at the fitted scale, tiles positioned (and scaled) in view
 * pixels so the pins sit on their map places. Empty when there is no valid coordinate or more than
 * `maxTiles` tiles would be needed.
 */
export function tilesForView(
  coords: readonly LatLng[],
  width: number,
  height: number,
  padding: number,
  template: string,
  maxTiles = 64,
): PlacedTile[] {
  const valid = coords.filter(
    (c) =>
      Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180,
  );
  if (valid.length === 0 || width <= 0 || height <= 0) return [];
  const xs = valid.map((c) => (c.lng * Math.PI) / 180);
  const ys = valid.map((c) => -mercatorY(c.lat));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const w = Math.max(1, width - 2 * padding);
  const h = Math.max(1, height - 2 * padding);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  let scale: number;
  let ox: number;
  let oy: number;
  if (spanX === 0 && spanY === 0) {
    scale = (256 * 2 ** SINGLE_POINT_ZOOM) / (2 * Math.PI);
    ox = width / 2 - minX * scale;
    oy = height / 2 - minY * scale;
  } else {
    scale = Math.min(
      spanX ? w / spanX : Number.POSITIVE_INFINITY,
      spanY ? h / spanY : Number.POSITIVE_INFINITY,
    );
    ox = padding + (w - spanX * scale) / 2 - minX * scale;
    oy = padding + (h - spanY * scale) / 2 - minY * scale;
  }
  const z = Math.max(0, Math.min(19, Math.round(Math.log2((scale * 2 * Math.PI) / 256))));
  const n = 2 ** z;
  const T = (2 * Math.PI) / n;
  const size = T * scale;
  const tileAt = (px: number, o: number) => Math.floor(((px - o) / scale + Math.PI) / T);
  const x0 = tileAt(0, ox);
  const x1 = tileAt(width, ox);
  const y0 = Math.max(0, tileAt(0, oy));
  const y1 = Math.min(n - 1, tileAt(height, oy));
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > maxTiles) return [];
  const out: PlacedTile[] = [];
  for (let ty = y0; ty <= y1; ty++)
    for (let tx = x0; tx <= x1; tx++) {
      const wrapped = ((tx % n) + n) % n;
      out.push({
        key: `${z}/${tx}/${ty}`,
        href: tileUrl(template, z, wrapped, ty),
        x: ox + (-Math.PI + tx * T) * scale,
        y: oy + (-Math.PI + ty * T) * scale,
        size,
      });
    }
  return out;
}
