import { storyLabels } from '../../../../.storybook/storyArgs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MapView } from './MapView';
import type { MapPin } from './useMapState';

const pins: MapPin[] = [
  {
    id: 'aus',
    title: 'Austin yard',
    lat: 30.2672,
    lng: -97.7431,
    color: 'green',
    content: '12 employees on site',
  },
  {
    id: 'hou',
    title: 'Houston depot',
    lat: 29.7604,
    lng: -95.3698,
    color: 'red',
    content: 'Budget over 100 %',
  },
  { id: 'dal', title: 'Dallas office', lat: 32.7767, lng: -96.797 },
  { id: 'dal2', title: 'Dallas warehouse', lat: 32.7768, lng: -96.7971, color: 'yellow' },
  { id: 'elp', title: 'El Paso site', lat: 31.7619, lng: -106.485 },
];

/** The map's texts in the toolbar language: the decorator's translations or the English defaults. */
function mapTexts(context: Parameters<typeof storyLabels>[0]) {
  return storyLabels(context, {
    close: 'Close',
    showAll: 'Show all',
    skipped: (n: number) => `${n} without coordinates`,
    notConfigured: 'Offline map',
  });
}

const meta = {
  title: 'widgets/MapView',
  component: MapView,
  args: { label: 'Location map', pins, width: 600, height: 360 },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const letters = c.getAllByRole('button').map((b) => b.getAttribute('data-pin'));
    await expect(letters).toEqual(['A', 'B', 'C', 'D', 'E']);
    const a = c.getByRole('button', { name: 'A: Austin yard' });
    const e = c.getByRole('button', { name: 'E: El Paso site' });
    // El Paso is west of Austin, Dallas north of Houston.
    await expect(Number(e.getAttribute('data-x'))).toBeLessThan(Number(a.getAttribute('data-x')));
    const b = c.getByRole('button', { name: 'B: Houston depot' });
    const cc = c.getByRole('button', { name: 'C: Dallas office' });
    await expect(Number(cc.getAttribute('data-y'))).toBeLessThan(Number(b.getAttribute('data-y')));
  },
};

export const SpreadNearbyPins: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const p = (n: string) => c.getByRole('button', { name: n });
    const d = Math.hypot(
      Number(p('C: Dallas office').getAttribute('data-x')) -
        Number(p('D: Dallas warehouse').getAttribute('data-x')),
      Number(p('C: Dallas office').getAttribute('data-y')) -
        Number(p('D: Dallas warehouse').getAttribute('data-y')),
    );
    await expect(d).toBeGreaterThanOrEqual(19.99);
  },
};

export const InfoWindow: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const l = mapTexts(context);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'B: Houston depot' }));
    const info = c.getByRole('dialog', { name: 'Houston depot' });
    await expect(info).toHaveTextContent('Budget over 100 %');
    await userEvent.click(within(info).getByRole('button', { name: l.close }));
    await expect(c.queryByRole('dialog')).toBeNull();
  },
};

export const KeyboardInfoWindow: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'A: Austin yard' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('dialog', { name: 'Austin yard' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(c.queryByRole('dialog')).toBeNull();
  },
};

export const SinglePin: Story = { args: { pins: [pins[0] as MapPin] } };

/** A location with its geofence (250 m): the circle is drawn and the view fits it. */
export const Geofence: Story = {
  args: { pins: [{ ...(pins[0] as MapPin), radiusMeters: 250 }] },
  play: async ({ canvasElement }) => {
    const fence = canvasElement.querySelector('[data-fence="aus"]');
    await expect(fence).not.toBeNull();
    // Fitted into 360 px height with 32 px padding: the diameter spans the shorter side.
    await expect(Number(fence?.getAttribute('r'))).toBeGreaterThan(120);
  },
};

export const MissingCoordinates: Story = {
  args: { pins: [...pins.slice(0, 2), { id: 'x', title: 'No GPS', lat: -1000, lng: -1000 }] },
  play: async (context) => {
    const { canvasElement } = context;
    const l = mapTexts(context);
    await expect(within(canvasElement).getByText(l.skipped(1), { exact: false })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { themeMatrix: true },
  args: { width: 360, height: 180 },
};

/** A data-URL tile (no network): every tile is the same light square with a border. */
const TILE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='256' height='256'><rect width='256' height='256' fill='%23e8efe4' stroke='%23b9c7b0'/></svg>";

const mapPane = (el: HTMLElement) => (el.querySelector('.leaflet-map-pane') as HTMLElement).style.transform;

/**
 * Resolves once the Leaflet map is still: no zoom animation, every tile loaded and faded in (Leaflet
 * fades tiles with its own timer), and the pane, tiles and pins where they were 100 ms before. The
 * screenshot taken after the play function is then the same on every run.
 */
async function mapSettled(el: HTMLElement) {
  let last = '';
  await waitFor(
    async () => {
      await new Promise((r) => setTimeout(r, 100));
      const moving = [
        ...el.querySelectorAll<HTMLElement>('.leaflet-map-pane, .leaflet-tile-container, [data-pin]'),
      ]
        .map((e) => `${e.style.transform}${e.style.left}${e.style.top}`)
        .join('|');
      const tiles = [...el.querySelectorAll<HTMLElement>('img.leaflet-tile')];
      const ready =
        !el.querySelector('.leaflet-zoom-anim') &&
        tiles.every(
          (t) => t.classList.contains('leaflet-tile-loaded') && getComputedStyle(t).opacity === '1',
        );
      const still = moving === last;
      last = moving;
      await expect(ready && still).toBe(true);
    },
    { timeout: 10_000 },
  );
}

/**
 * Raster tiles (MAP_TILE_URL) on the Leaflet map with the attribution line: the pins are buttons,
 * a pin opens its info window, the keyboard pans and the + button zooms in.
 */
export const WithTiles: Story = {
  args: { tiles: { url: TILE, attribution: '© Test tiles' } },
  play: async (context) => {
    const { canvasElement } = context;
    const c = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('img.leaflet-tile-loaded').length).toBeGreaterThan(0),
    );
    await expect(c.getByText('© Test tiles')).toBeVisible();
    await expect(c.getByRole('region', { name: 'Location map' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'B: Houston depot' }));
    const info = await c.findByRole('dialog', { name: 'Houston depot' });
    // Leaflet fades the popup in (no reduced motion in the built Storybook): visible once it has.
    await waitFor(() => expect(within(info).getByText('Budget over 100 %')).toBeVisible());
    // Pan with the keyboard (Leaflet's arrows), then zoom in with the + button.
    const before = mapPane(canvasElement);
    c.getByRole('region', { name: 'Location map' }).focus();
    // One key at a time: Leaflet ignores an arrow pressed while the last pan still moves.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(mapPane(canvasElement)).not.toBe(before));
    await mapSettled(canvasElement);
    // Zoom in: two pins move twice as far apart.
    const gap = () => {
      const a = c.getByRole('button', { name: 'A: Austin yard' }).getBoundingClientRect();
      const e = c.getByRole('button', { name: 'E: El Paso site' }).getBoundingClientRect();
      return Math.hypot(a.x - e.x, a.y - e.y);
    };
    const gapBefore = gap();
    await userEvent.click(c.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(gap() / gapBefore).toBeCloseTo(2, 1));
    await mapSettled(canvasElement);
  },
};

/** 5,000 pins on the Leaflet map: clusters of the view; a cluster zooms in on click. */
export const WithTilesFiveThousandPins: Story = {
  args: {
    label: 'Locations map',
    tiles: { url: TILE, attribution: '© Test tiles' },
    pins: Array.from({ length: 5000 }, (_, i) => ({
      id: `loc${i}`,
      title: `Site ${i}`,
      lat: 39 + Math.floor(i / 100) * 0.02,
      lng: -106 + (i % 100) * 0.02,
      color: i === 4321 ? ('red' as const) : undefined,
    })),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-cluster]').length).toBeGreaterThan(3));
    await expect(canvasElement.querySelectorAll('[data-pin]').length).toBeLessThan(400);
    const first = canvasElement.querySelector('[data-cluster]') as HTMLElement;
    const count = Number(first.getAttribute('data-cluster'));
    await userEvent.click(first);
    // Zoomed in: the clicked cluster is split into smaller clusters or pins.
    await waitFor(() => {
      const sizes = [...canvasElement.querySelectorAll('[data-cluster]')].map((e) =>
        Number(e.getAttribute('data-cluster')),
      );
      expect(sizes.every((n) => n < count) || sizes.length === 0).toBe(true);
    });
  },
};

/** Neither Google Maps nor tiles configured: the grid with the 'not configured' note. */
export const NotConfigured: Story = {
  args: { labels: { notConfigured: 'Map tiles are not configured' } },
  play: async (context) => {
    const { canvasElement } = context;
    const l = mapTexts(context);
    await expect(within(canvasElement).getByText(l.notConfigured)).toBeVisible();
  },
};

/** 5,000 locations (issue 11 benchmark size): nearby pins are clustered; a cluster opens to its pins. */
export const FiveThousandPinsClustered: Story = {
  args: {
    label: 'Locations map',
    pins: Array.from({ length: 5000 }, (_, i) => ({
      id: `loc${i}`,
      title: `Site ${i}`,
      lat: 39 + Math.floor(i / 100) * 0.02,
      lng: -106 + (i % 100) * 0.02,
      color: i === 4321 ? ('red' as const) : undefined,
    })),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const l = mapTexts(context);
    const c = within(canvasElement);
    const clusters = canvasElement.querySelectorAll('[data-cluster]');
    await expect(clusters.length).toBeGreaterThan(5);
    await expect(canvasElement.querySelectorAll('[data-pin]').length).toBeLessThan(400);
    const first = clusters[0] as SVGGElement;
    const count = Number(first.getAttribute('data-cluster'));
    await userEvent.click(first);
    await expect(c.getByRole('button', { name: l.showAll })).toBeInTheDocument();
    const shown = [...canvasElement.querySelectorAll('[data-pin]')].reduce(
      (n, el) => n + Number(el.getAttribute('data-cluster') ?? 1),
      0,
    );
    await expect(shown).toBe(count);
    await userEvent.click(c.getByRole('button', { name: l.showAll }));
    await expect(c.queryByRole('button', { name: l.showAll })).toBeNull();
  },
};
