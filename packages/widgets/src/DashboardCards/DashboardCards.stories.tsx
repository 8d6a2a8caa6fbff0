import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels } from '../../../../.storybook/storyArgs';
import {
  defaultFlaggedDevicesCardLabels,
  FlaggedDevicesCard,
  type FlaggedDevicesCardLabels,
} from './FlaggedDevicesCard';
import { defaultMediaCardLabels, MediaCard, type MediaCardItem, type MediaCardLabels } from './MediaCard';
import {
  defaultWeatherCardLabels,
  WeatherCard,
  type WeatherCardLabels,
  type WeatherCardLocation,
} from './WeatherCard';

/** Each card's labels (the console's translations in Spanish and long labels, see .storybook/locale.tsx). */
interface CardArgs {
  weatherLabels?: Partial<WeatherCardLabels>;
  mediaLabels?: Partial<MediaCardLabels>;
  devicesLabels?: Partial<FlaggedDevicesCardLabels>;
}

/*
 * The dashboard's weather, recent media and flagged-devices cards (issue 11: each dashboard card
 * a widget with a story). Fixtures only: no server, no weather service.
 */

const forecast = (base: number, severe = false) =>
  ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date, i) => ({
    date,
    description: severe && i === 1 ? 'Thunderstorm with hail' : 'Partly cloudy',
    severity: severe && i === 1 ? 'danger' : 'ok',
    max: base + i,
    min: base - 20 + i,
    temperatureUnit: '°F',
  }));
const locations: WeatherCardLocation[] = [
  {
    location_id: 'l1',
    name: 'Boulder Depot',
    weather: { temperature: 61.4, temperatureUnit: '°F', description: 'Partly cloudy', severity: 'ok' },
    forecast: forecast(60),
  },
  {
    location_id: 'l2',
    name: 'Cherry Creek Shopping Center',
    weather: { temperature: 48.6, temperatureUnit: '°F', description: 'Thunderstorm', severity: 'danger' },
    forecast: forecast(50, true),
  },
  { location_id: 'l3', name: 'Golden Yard', weather: null },
];

/** A small generated picture as a data URL (no network): a coloured sky over a field. */
const picture = (sky: string, ground: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${sky}"/><rect y="80" width="160" height="40" fill="${ground}"/><circle cx="120" cy="30" r="14" fill="#f5d142"/></svg>`,
  )}`;
const media: MediaCardItem[] = [
  {
    id: 'm1',
    fileName: 'boulder-roof.png',
    createdOn: '2026-03-02T16:00:00Z',
    href: '#m1',
    thumbnailUrl: picture('#8cc4ee', '#6a9a3a'),
  },
  {
    id: 'm2',
    fileName: 'cherry-creek-lobby.png',
    createdOn: '2026-03-01T18:30:00Z',
    href: '#m2',
    thumbnailUrl: picture('#f0b27a', '#7d6608'),
  },
  {
    id: 'm3',
    fileName: 'golden-yard.png',
    createdOn: '2026-02-27T20:10:00Z',
    href: '#m3',
    thumbnailUrl: picture('#5d6d7e', '#1e8449'),
  },
  {
    id: 'm4',
    fileName: 'site-survey.pdf',
    createdOn: '2026-02-26T15:00:00Z',
    href: '#m4',
    thumbnailUrl: null,
  },
];
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const meta = {
  title: 'widgets/DashboardCards',
  parameters: {
    docs: {
      description: {
        component:
          "The home dashboard's weather, recent media and flagged-devices cards. The console fetches the " +
          "server's dashboard calls and passes translated labels; the weather card shows the adapter's " +
          "'not configured' state.",
      },
    },
  },
} satisfies Meta<CardArgs>;
export default meta;
type Story = StoryObj<CardArgs>;

/** Weather at three locations, one severe (red), one without an answer; the forecast opens. */
export const Weather: Story = {
  render: (args) => (
    <div style={{ maxWidth: 460 }}>
      <WeatherCard configured locations={locations} labels={args.weatherLabels} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultWeatherCardLabels, 'weatherLabels');
    const c = within(canvasElement);
    await expect(c.getByText(/Boulder Depot: 61°F Partly cloudy/)).toBeVisible();
    await expect(c.getByText(`Golden Yard: ${l.noWeather}`, { exact: false })).toBeVisible();
    await userEvent.click(c.getAllByText(l.forecast)[1]!);
    const days = c.getByRole('list', { name: l.forecastOf('Cherry Creek Shopping Center') });
    await expect(within(days).getAllByRole('listitem')).toHaveLength(5);
    await expect(
      within(days).getByText(
        l.forecastDay({ day: 'Tue', max: 51, min: 31, unit: '°F', description: 'Thunderstorm with hail' }),
        { exact: false },
      ),
    ).toBeVisible();
  },
};

/** Without WEATHER_API_URL the card says so, in Spanish here. */
export const WeatherNotConfigured: Story = {
  args: {
    weatherLabels: {
      title: 'Clima de las ubicaciones',
      notConfigured: 'El clima no está configurado (WEATHER_API_URL).',
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 460 }}>
      <WeatherCard configured={false} locations={[]} labels={args.weatherLabels} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultWeatherCardLabels, 'weatherLabels');
    const c = within(canvasElement);
    await expect(c.getByTestId('weather-not-configured')).toHaveTextContent(l.notConfigured);
  },
};

/** Three pictures as thumbnails and a PDF as a link. */
export const Media: Story = {
  render: (args) => (
    <div style={{ maxWidth: 460 }}>
      <MediaCard items={media} formatDate={formatDate} labels={args.mediaLabels} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const gallery = c.getByTestId('media-gallery');
    await expect(gallery.querySelectorAll('img')).toHaveLength(3);
    await expect(c.getByRole('link', { name: 'boulder-roof.png' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'site-survey.pdf' })).toHaveAttribute('href', '#m4');
    await expect(c.getByText('Mar 2')).toBeVisible();
  },
};

/** No media uploaded yet. */
export const MediaEmpty: Story = {
  render: (args) => (
    <div style={{ maxWidth: 460 }}>
      <MediaCard items={[]} formatDate={formatDate} labels={args.mediaLabels} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultMediaCardLabels, 'mediaLabels');
    await expect(within(canvasElement).getByText(l.empty)).toBeVisible();
  },
};

const onHours = fn();
function DevicesDemo({ labels }: { labels?: Partial<FlaggedDevicesCardLabels> }) {
  const [hours, setHours] = useState(1);
  const devices = [
    { id: 'd1', name: 'Front desk tablet', lastSyncTimeStamp: '2026-03-01T09:15:00Z' },
    { id: 'd2', name: 'Truck 12 phone', lastSyncTimeStamp: null },
  ].filter((d) => hours < 12 || d.lastSyncTimeStamp === null);
  return (
    <div style={{ maxWidth: 460 }}>
      <FlaggedDevicesCard
        devices={devices}
        flaggedHours={hours}
        onFlaggedHoursChange={(h) => {
          onHours(h);
          setHours(h);
        }}
        hrefOf={(d) => `#device-${d.id}`}
        formatTime={(iso) => new Date(iso).toLocaleString('en-US', { timeZone: 'UTC' })}
        labels={labels}
      />
    </div>
  );
}

/** Two devices past the threshold (one never synced); choosing 12 hours leaves one. */
export const FlaggedDevices: Story = {
  render: (args) => <DevicesDemo labels={args.devicesLabels} />,
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultFlaggedDevicesCardLabels, 'devicesLabels');
    const c = within(canvasElement);
    const list = c.getByTestId('flagged-devices');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText(l.never)).toBeVisible();
    await userEvent.click(c.getByRole('combobox', { name: l.flaggedHours }));
    await userEvent.click(within(document.body).getByRole('option', { name: l.hours(12) }));
    await expect(onHours).toHaveBeenCalledWith(12);
    await expect(within(c.getByTestId('flagged-devices')).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Nothing flagged. */
export const NoFlaggedDevices: Story = {
  render: (args) => (
    <div style={{ maxWidth: 460 }}>
      <FlaggedDevicesCard
        labels={args.devicesLabels}
        devices={[]}
        flaggedHours={4}
        onFlaggedHoursChange={() => undefined}
        hrefOf={() => '#'}
        formatTime={(iso) => iso}
      />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const l = storyLabels(context, defaultFlaggedDevicesCardLabels, 'devicesLabels');
    await expect(within(canvasElement).getByText(l.empty)).toBeVisible();
  },
};
