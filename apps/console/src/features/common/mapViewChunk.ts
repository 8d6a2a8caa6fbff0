// The map and its libraries (Leaflet, the Google Maps loader, clustering) as a chunk of their own,
// loaded by LazyMapView when a map is first drawn.
export { MapView } from '@wm/widgets';
