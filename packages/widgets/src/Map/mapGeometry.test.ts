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

describe('tilesForView (raster tiles under the fitted view)', () => {
  it('puts the tile containing a pin under the pin', async () => {
    const { projectToBox: project, tilesForView: tiles } = await import('./mapGeometry');
    const coords = [
      { lat: 39.7392, lng: -104.9903 },
      { lat: 40.0176, lng: -105.2797 },
    ];
    const pts = project(coords, 640, 400, 32);
    const placed = tiles(coords, 640, 400, 32, 'https://t.example/{z}/{x}/{y}.png');
    expect(placed.length).toBeGreaterThan(0);
    const z = Number(placed[0]!.key.split('/')[0]);
    expect(z).toBeGreaterThanOrEqual(8);
    for (const [i, c] of coords.entries()) {
      const p = pts[i]!;
      const t = placed.find((t) => p.x >= t.x && p.x < t.x + t.size && p.y >= t.y && p.y < t.y + t.size)!;
      // The slippy-map tile of the coordinate at that zoom.
      const n = 2 ** z;
      const tx = Math.floor(((c.lng + 180) / 360) * n);
      const lat = (c.lat * Math.PI) / 180;
      const ty = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
      expect(t.href).toBe(`https://t.example/${z}/${tx}/${ty}.png`);
    }
  });
  it('a single point gets street-level tiles; nothing without coordinates', async () => {
    const { tilesForView: tiles, tileUrl } = await import('./mapGeometry');
    expect(tiles([{ lat: 39.7, lng: -105 }], 300, 200, 24, '{z}')[0]!.href).toBe('15');
    expect(tiles([{ lat: Number.NaN, lng: 0 }], 300, 200, 24, '{z}')).toEqual([]);
    expect(tileUrl('https://{s}.tile/{z}/{x}/{y}', 1, 2, 3)).toBe('https://a.tile/1/2/3');
  });
});
