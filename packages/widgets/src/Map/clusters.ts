import Supercluster from 'supercluster';
import { type PinColor, pinLetter } from './mapGeometry';
import type { MapPin } from './useMapState';

/** Above this many pins the offline map groups nearby pins into clusters (issue 11: 5,000 pins). */
export const CLUSTER_MIN_PINS = 150;
/** Cluster radius in screen pixels. */
export const CLUSTER_RADIUS_PX = 40;

/** A pin of the offline map after clustering: a real pin (with its own letter) or a cluster. */
export interface ClusteredPin extends MapPin {
  /** Ids of the pins a cluster stands for (absent on a real pin). */
  members?: string[];
}

const MAX_LAT = 85.05112878;
const mercY = (lat: number) => {
  const l = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return Math.log(Math.tan(Math.PI / 4 + l / 2));
};

/**
 * The supercluster zoom at which the pins' bounds fit a `width` x `height` box (less `padding`):
 * the world is 256 * 2^zoom px wide at zoom z, the offline map's web-mercator fit gives the scale.
 */
export function fitZoom(
  pins: readonly { lat: number; lng: number }[],
  width: number,
  height: number,
  padding = 32,
) {
  if (pins.length < 2) return 16;
  const xs = pins.map((p) => (p.lng * Math.PI) / 180);
  const ys = pins.map((p) => mercY(p.lat));
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const scale = Math.min(
    spanX ? (width - 2 * padding) / spanX : Number.POSITIVE_INFINITY,
    spanY ? (height - 2 * padding) / spanY : Number.POSITIVE_INFINITY,
  );
  if (!Number.isFinite(scale)) return 16;
  return Math.max(0, Math.min(16, Math.floor(Math.log2((2 * Math.PI * scale) / 256))));
}

const valid = (p: MapPin) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

/**
 * Groups pins closer than CLUSTER_RADIUS_PX on the fitted view into clusters (supercluster), when
 * there are more than `min` pins: a cluster becomes one pin titled by `title(count)`, labelled with
 * its count, red when any member is red (time spec 4: a severe pin must still show), and listing its
 * members. Real pins keep the letter of their place in the original order. With `min` pins or
 * fewer the pins come back unchanged (lettered by the map as usual).
 */
export function clusterPins(
  pins: readonly MapPin[],
  width: number,
  height: number,
  title: (count: number) => string = (n) => `${n} pins`,
  min = CLUSTER_MIN_PINS,
): ClusteredPin[] {
  if (pins.length <= min) return [...pins];
  const indexed = pins.map((pin, i) => ({ pin, i })).filter(({ pin }) => valid(pin));
  const index = new Supercluster<{ i: number }, { red: number }>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: 16,
    map: (p) => ({ red: pins[p.i]?.color === 'red' ? 1 : 0 }),
    reduce: (acc, p) => {
      acc.red += p.red;
    },
  });
  index.load(
    indexed.map(({ pin, i }) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
    })),
  );
  const zoom = fitZoom(
    indexed.map(({ pin }) => pin),
    width,
    height,
  );
  const out: ClusteredPin[] = [];
  for (const f of index.getClusters([-180, -85, 180, 85], zoom)) {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as Partial<{
      cluster: boolean;
      cluster_id: number;
      point_count: number;
      red: number;
      i: number;
    }>;
    if (props.cluster) {
      const members = index
        .getLeaves(props.cluster_id!, Number.POSITIVE_INFINITY)
        .map((l) => pins[l.properties.i]!.id);
      out.push({
        id: `cluster:${props.cluster_id}`,
        lat,
        lng,
        title: title(props.point_count!),
        label: String(props.point_count),
        color: ((props.red ?? 0) > 0 ? 'red' : 'orange') as PinColor,
        members,
      });
    } else {
      const i = props.i!;
      out.push({ ...pins[i]!, label: pins[i]!.label ?? pinLetter(i) });
    }
  }
  return out;
}
