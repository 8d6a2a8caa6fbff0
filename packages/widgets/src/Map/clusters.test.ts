import { describe, expect, it } from 'vitest';
import { CLUSTER_MIN_PINS, clusterPins, fitZoom } from './clusters';
import type { MapPin } from './useMapState';

/** `n` pins on a grid around Denver, about 1 km apart; every 97th is red. */
const grid = (n: number): MapPin[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    lat: 39.5 + Math.floor(i / 100) * 0.01,
    lng: -105.5 + (i % 100) * 0.01,
    title: `Site ${i}`,
    color: i % 97 === 5 ? 'red' : 'orange',
  }));

describe('clusterPins (issue 11: 5,000 pins)', () => {
  it('leaves small sets alone', () => {
    const pins = grid(CLUSTER_MIN_PINS);
    expect(clusterPins(pins, 640, 400)).toEqual(pins);
  });

  it('groups 5,000 pins into far fewer markers that cover every pin once', () => {
    const pins = grid(5000);
    const out = clusterPins(pins, 640, 400, (n) => `${n} sites`);
    expect(out.length).toBeLessThan(400);
    expect(out.length).toBeGreaterThan(10);
    const covered = out.flatMap((p) => p.members ?? [p.id]);
    expect(covered).toHaveLength(5000);
    expect(new Set(covered).size).toBe(5000);
    const cluster = out.find((p) => p.members)!;
    expect(cluster.title).toBe(`${cluster.members!.length} sites`);
    expect(cluster.label).toBe(String(cluster.members!.length));
  });

  it('a cluster with a red member is red; single pins keep the letter of their original place', () => {
    const pins = grid(400);
    pins.push({ id: 'far', lat: 45, lng: -90, title: 'Far away' });
    const out = clusterPins(pins, 640, 400);
    const reds = out.filter((p) => p.members?.some((id) => pins.find((x) => x.id === id)?.color === 'red'));
    expect(reds.length).toBeGreaterThan(0);
    expect(reds.every((p) => p.color === 'red')).toBe(true);
    expect(out.find((p) => p.id === 'far')?.label).toBe('OK'); // index 400 -> 'OK'
  });

  it('pins without valid coordinates are left out of clusters', () => {
    const pins = [...grid(200), { id: 'bad', lat: Number.NaN, lng: 0, title: 'No GPS' }];
    const out = clusterPins(pins, 640, 400);
    expect(out.flatMap((p) => p.members ?? [p.id])).not.toContain('bad');
  });

  it('fitZoom: a wider spread gives a lower zoom', () => {
    const near = fitZoom(grid(100), 640, 400);
    const far = fitZoom([...grid(100), { lat: 25, lng: -80 }], 640, 400);
    expect(far).toBeLessThan(near);
  });
});
