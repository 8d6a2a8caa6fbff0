import { describe, expect, it } from 'vitest';
import { circleExtent, pinLetter, projectToBox, SPIDER_THRESHOLD_PX, spreadPins } from './mapGeometry';

describe('pinLetter', () => {
  it('letters pins in order', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(pinLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
  it('rejects bad indexes', () => {
    expect(() => pinLetter(-1)).toThrow('Pin index must be a whole number >= 0, got -1');
    expect(() => pinLetter(1.5)).toThrow('got 1.5');
  });
});

describe('projectToBox', () => {
  it('fits the pins bounds into the box, north up, keeping the aspect ratio', () => {
    const [sw, ne, mid] = projectToBox(
      [
        { lat: 30, lng: -100 },
        { lat: 40, lng: -90 },
        { lat: 35, lng: -95 },
      ],
      400,
      300,
      20,
    );
    expect(sw!.y).toBeGreaterThan(ne!.y);
    expect(sw!.x).toBeLessThan(ne!.x);
    expect(Math.min(sw!.x, ne!.x)).toBeGreaterThanOrEqual(20);
    expect(Math.max(sw!.y, ne!.y)).toBeLessThanOrEqual(280.0001);
    expect(Math.abs(ne!.y - sw!.y)).toBeCloseTo(260, 5);
    expect(mid!.x).toBeCloseTo((sw!.x + ne!.x) / 2, 5);
    expect(mid!.y).toBeGreaterThan(ne!.y);
  });
  it('centres a single point and skips invalid coordinates', () => {
    const r = projectToBox(
      [
        { lat: 10, lng: 10 },
        { lat: 100, lng: 0 },
        { lat: Number.NaN, lng: 0 },
      ],
      200,
      100,
    );
    expect(r[0]).toEqual({ x: 100, y: 50 });
    expect(r[1]).toBeNull();
    expect(r[2]).toBeNull();
  });
});

describe('spreadPins', () => {
  it('spreads pins closer than 20 px apart and leaves others', () => {
    const out = spreadPins([
      { x: 100, y: 100 },
      { x: 105, y: 100 },
      { x: 102, y: 104 },
      { x: 300, y: 300 },
    ]);
    expect(out[3]).toEqual({ x: 300, y: 300 });
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++)
        expect(Math.hypot(out[i]!.x - out[j]!.x, out[i]!.y - out[j]!.y)).toBeGreaterThanOrEqual(
          SPIDER_THRESHOLD_PX - 1e-9,
        );
  });
  it('spreads identical points', () => {
    const out = spreadPins([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(Math.hypot(out[0]!.x - out[1]!.x, out[0]!.y - out[1]!.y)).toBeGreaterThanOrEqual(20);
  });
});

describe('circleExtent', () => {
  it('puts points the radius away north, south, east and west', () => {
    const [n, so, e, w] = circleExtent({ lat: 0, lng: 0 }, 111_320);
    expect(n).toEqual({ lat: 1, lng: 0 });
    expect(so).toEqual({ lat: -1, lng: 0 });
    expect(e!.lng).toBeCloseTo(1, 9);
    expect(w!.lng).toBeCloseTo(-1, 9);
  });
  it('widens the longitude span away from the equator', () => {
    const [, , e] = circleExtent({ lat: 60, lng: 10 }, 1000);
    expect(e!.lng - 10).toBeCloseTo(1000 / (111_320 * 0.5), 9);
  });
});
