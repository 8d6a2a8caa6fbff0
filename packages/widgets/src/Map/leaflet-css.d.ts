/** Leaflet's stylesheet, imported for its side effect (bundled by Vite into the widgets' CSS). */
declare module 'leaflet/dist/leaflet.css';
