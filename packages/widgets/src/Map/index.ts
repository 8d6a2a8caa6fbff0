export { MapView, type MapViewProps } from './MapView';
export {
  type LatLng,
  PIN_COLORS,
  type PinColor,
  pinLetter,
  type Point,
  projectToBox,
  SPIDER_THRESHOLD_PX,
  spreadPins,
  type PlacedTile,
  type TileSource,
  tileUrl,
  tilesForView,
} from './mapGeometry';
export { type MapPin, useMapState } from './useMapState';
export { CLUSTER_MIN_PINS, CLUSTER_RADIUS_PX, type ClusteredPin, clusterPins, fitZoom } from './clusters';
