export {
  defaultFlaggedDevicesCardLabels,
  FLAGGED_HOURS_CHOICES,
  type FlaggedDevice,
  FlaggedDevicesCard,
  type FlaggedDevicesCardLabels,
  type FlaggedDevicesCardProps,
} from './FlaggedDevicesCard';
export {
  defaultMediaCardLabels,
  MediaCard,
  type MediaCardItem,
  type MediaCardLabels,
  type MediaCardProps,
} from './MediaCard';
export {
  defaultWeatherCardLabels,
  WeatherCard,
  type WeatherCardLabels,
  type WeatherCardLocation,
  type WeatherCardProps,
  type WeatherForecastDay,
  type WeatherNow,
} from './WeatherCard';
