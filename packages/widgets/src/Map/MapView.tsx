import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as controls from '../internal/controls.css';
import { CLUSTER_MIN_PINS, type ClusteredPin, clusterPins } from './clusters';
import { LeafletMap } from './LeafletMap';
import { PIN_COLORS, pinLetter, type TileSource } from './mapGeometry';
import * as styles from './MapView.css';
import { PinPopup } from './PinPopup';
import { type MapPin, useMapState } from './useMapState';

export interface MapViewProps {
  /** Accessible name of the map. */
  label: string;
  pins: ReadonlyArray<MapPin>;
  /** Google Maps API key; without it the offline map is drawn. */
  apiKey?: string;
  /**
   * Raster tiles (an OpenStreetMap-style URL template and attribution, e.g. from MAP_TILE_URL) drawn
   * under the pins when there is no Google key; without them the offline grid is drawn.
   */
  tiles?: TileSource | null;
  width?: number;
  height?: number;
  labels?: {
    close?: string;
    offline?: string;
    skipped?: (n: number) => string;
    loadError?: string;
    /** Shown on the grid when neither Google Maps nor tiles are configured (e.g. 'Map tiles are not configured'). */
    notConfigured?: string;
    /** Accessible name of a cluster of `n` pins (default '{n} pins'). */
    cluster?: (n: number) => string;
    /** Button back from a cluster's pins to the whole map (default 'Show all'). */
    showAll?: string;
  };
  /** Group nearby pins into clusters above CLUSTER_MIN_PINS pins (default true). */
  cluster?: boolean;
}

/**
 * A map of lettered pins. With `apiKey`: Google Maps; else with `tiles` (MAP_TILE_URL): a draggable,
 * zoomable Leaflet map of those raster tiles (LeafletMap; falls back to the grid when no tile
 * loads); else the offline SVG grid with the `notConfigured` note (time spec 4 "Insight map pins", service spec 2 "GPS view"): pins lettered
 * A, B, ... in order, coloured red C73411, yellow D1C80B, green 098408 or orange D66B10 (default),
 * nearby pins spread apart at 20 px, and an info window on click or Enter. With `apiKey` it loads
 * Google Maps (@googlemaps/js-api-loader); without one it draws an offline SVG map with the pins
 * at their coordinates (web-mercator projection fitted to the pins' bounds). A pin's `radiusMeters`
 * is drawn as its geofence circle (google.maps.Circle online; a scaled SVG circle offline), and the
 * view fits the circle. Above CLUSTER_MIN_PINS (150) pins, nearby pins are grouped (supercluster
 * offline, @googlemaps/markerclusterer on Google Maps): a cluster shows its count, is red when a
 * member is red, and opening it shows its pins alone ('Show all' goes back).
 */
export function MapView({
  apiKey,
  tiles,
  width = 640,
  height = 400,
  cluster = true,
  ...others
}: MapViewProps) {
  const rest = { ...others, width, height, cluster };
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  if (apiKey && !failed) return <GoogleMapView {...rest} apiKey={apiKey} onFail={() => setFailed(true)} />;
  if (tiles && !tilesFailed)
    return (
      <LeafletMap
        label={rest.label}
        pins={rest.pins}
        tiles={tiles}
        width={rest.width ?? 640}
        height={rest.height ?? 400}
        cluster={rest.cluster ?? true}
        labels={rest.labels}
        onFail={() => setTilesFailed(true)}
      />
    );
  return <OfflineMap {...rest} tiles={null} />;
}

function OfflineMap({
  label,
  pins: allPins,
  width = 640,
  height = 400,
  labels,
  tiles,
  cluster = true,
}: Omit<MapViewProps, 'apiKey'>) {
  const [focus, setFocus] = useState<readonly string[] | null>(null);
  const clusterTitle = labels?.cluster;
  const pins: readonly ClusteredPin[] = useMemo(() => {
    // Letters follow the original order, also inside an opened cluster.
    const lettered = allPins.map((p, i) => ({ ...p, label: p.label ?? pinLetter(i) }));
    const keep = focus ? new Set(focus) : null;
    const shown = keep ? lettered.filter((p) => keep.has(p.id)) : lettered;
    return cluster ? clusterPins(shown, width, height, clusterTitle) : shown;
  }, [allPins, focus, cluster, width, height, clusterTitle]);
  const s = useMapState(pins, width, height, tiles?.url);
  const titleId = useId();
  const open = s.placed.find((p) => p.pin.id === s.openId);
  return (
    <div className={styles.root} style={{ width, height }}>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={titleId}>
        <title id={titleId}>{label}</title>
        <rect className={styles.water} x={0} y={0} width={width} height={height} />
        {Array.from({ length: 9 }, (_, i) => (
          <line
            key={`v${i}`}
            className={styles.grid}
            x1={(width * (i + 1)) / 10}
            x2={(width * (i + 1)) / 10}
            y1={0}
            y2={height}
          />
        ))}
        {Array.from({ length: 5 }, (_, i) => (
          <line
            key={`h${i}`}
            className={styles.grid}
            y1={(height * (i + 1)) / 6}
            y2={(height * (i + 1)) / 6}
            x1={0}
            x2={width}
          />
        ))}
        {s.tiles.map((tile) => (
          <image
            key={tile.key}
            href={tile.href}
            x={tile.x}
            y={tile.y}
            width={tile.size + 0.5}
            height={tile.size + 0.5}
            preserveAspectRatio="none"
            data-tile={tile.key}
          />
        ))}
        {s.placed.map(({ pin, anchor, radiusPx }) =>
          radiusPx > 0 ? (
            <circle
              key={`fence-${pin.id}`}
              cx={anchor.x}
              cy={anchor.y}
              r={radiusPx}
              className={styles.fence}
              data-fence={pin.id}
            />
          ) : null,
        )}
        {s.placed.map(({ pin, letter, point, anchor }) => {
          const color = PIN_COLORS[pin.color ?? 'orange'];
          const moved = point.x !== anchor.x || point.y !== anchor.y;
          const members = (pin as ClusteredPin).members;
          const activate = () => (members ? setFocus(members) : s.open(pin.id));
          return (
            <g
              key={pin.id}
              role="button"
              tabIndex={0}
              aria-label={members ? pin.title : `${letter}: ${pin.title}`}
              aria-expanded={members ? undefined : s.openId === pin.id}
              data-cluster={members ? members.length : undefined}
              className={styles.pin}
              data-pin={letter}
              data-x={point.x.toFixed(1)}
              data-y={point.y.toFixed(1)}
              onClick={activate}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  activate();
                } else if (e.key === 'Escape') s.close();
              }}
            >
              {moved ? (
                <line className={styles.leg} x1={anchor.x} y1={anchor.y} x2={point.x} y2={point.y} />
              ) : null}
              {pin.shape === 'square' && !members ? (
                <rect
                  x={point.x - 9}
                  y={point.y - 9}
                  width={18}
                  height={18}
                  rx={3}
                  fill={color}
                  className={styles.pinRing}
                  data-shape="square"
                />
              ) : (
                <circle
                  cx={point.x}
                  cy={point.y}
                  r={members ? 14 : 10}
                  fill={color}
                  className={styles.pinRing}
                />
              )}
              <text x={point.x} y={point.y + 4} textAnchor="middle" className={styles.pinText}>
                {letter}
              </text>
            </g>
          );
        })}
      </svg>
      {open ? (
        <div
          role="dialog"
          aria-label={open.pin.title}
          className={open.point.y < height / 2 ? `${styles.info} ${styles.infoBelow}` : styles.info}
          style={{ left: open.point.x, top: open.point.y }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') s.close();
          }}
        >
          <div className={styles.infoHead}>
            <span>{open.letter}</span>
            <span className={styles.infoTitle}>{open.pin.title}</span>
            <button
              type="button"
              className={controls.smallButton}
              aria-label={labels?.close ?? 'Close'}
              onClick={s.close}
              autoFocus
            >
              ×
            </button>
          </div>
          {open.pin.content ? <div>{open.pin.content}</div> : null}
        </div>
      ) : null}
      {focus ? (
        <button
          type="button"
          className={`${controls.smallButton} ${styles.showAll}`}
          onClick={() => {
            s.close();
            setFocus(null);
          }}
        >
          {labels?.showAll ?? 'Show all'}
        </button>
      ) : null}
      <span className={styles.note} data-testid="map-note">
        {tiles && s.tiles.length > 0
          ? tiles.attribution
          : !tiles && labels?.notConfigured
            ? labels.notConfigured
            : (labels?.offline ?? 'Offline map')}
        {s.skipped ? ` · ${labels?.skipped?.(s.skipped) ?? `${s.skipped} without coordinates`}` : ''}
      </span>
    </div>
  );
}

type GMaps = {
  Map: new (
    el: HTMLElement,
    o: object,
  ) => { fitBounds: (b: unknown) => void; setCenter: (c: object) => void; setZoom: (z: number) => void };
  LatLngBounds: new () => { extend: (p: object) => void };
  InfoWindow: new (
    o?: object,
  ) => {
    setContent: (c: string | Node) => void;
    open: (o: object) => void;
    addListener: (ev: string, fn: () => void) => void;
  };
  Circle: new (o: object) => { getBounds: () => unknown };
};
type GMarker = { Marker: new (o: object) => { addListener: (ev: string, fn: () => void) => void } };

function GoogleMapView({
  label,
  pins,
  width = 640,
  height = 400,
  apiKey,
  onFail,
}: Omit<MapViewProps, 'apiKey'> & { apiKey: string; onFail: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The info window shows what the Leaflet popup shows (the pin's letter, title and `content`),
  // drawn by React into one element the info window holds.
  const infoBox = useMemo(() => document.createElement('div'), []);
  const [open, setOpen] = useState<{ letter: string; title: string; content: MapPin['content'] } | null>(
    null,
  );
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        setOptions({ key: apiKey, v: 'weekly' });
        const maps = (await importLibrary('maps')) as unknown as GMaps;
        const marker = (await importLibrary('marker')) as unknown as GMarker;
        if (cancelled || !ref.current) return;
        const map = new maps.Map(ref.current, { disableDefaultUI: false, clickableIcons: false });
        const bounds = new maps.LatLngBounds();
        const info = new maps.InfoWindow();
        info.addListener('closeclick', () => setOpen(null));
        const clustered = pins.length > CLUSTER_MIN_PINS;
        const markers: object[] = [];
        pins.forEach((p, i) => {
          if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) return;
          const m = new marker.Marker({
            map: clustered ? null : map,
            position: { lat: p.lat, lng: p.lng },
            title: p.title,
            label: { text: p.label ?? pinLetter(i), color: 'white', fontWeight: '700' },
            icon: {
              path: 0, // google.maps.SymbolPath.CIRCLE
              scale: 12,
              fillColor: PIN_COLORS[p.color ?? 'orange'],
              fillOpacity: 1,
              strokeColor: 'white',
              strokeWeight: 2,
            },
          });
          m.addListener('click', () => {
            setOpen({ letter: p.label ?? pinLetter(i), title: p.title, content: p.content });
            info.setContent(infoBox);
            info.open({ map, anchor: m });
          });
          markers.push(m);
          bounds.extend({ lat: p.lat, lng: p.lng });
          if (p.radiusMeters && p.radiusMeters > 0) {
            const fence = new maps.Circle({
              map,
              center: { lat: p.lat, lng: p.lng },
              radius: p.radiusMeters,
              strokeColor: PIN_COLORS[p.color ?? 'orange'],
              strokeWeight: 2,
              fillColor: PIN_COLORS[p.color ?? 'orange'],
              fillOpacity: 0.12,
              clickable: false,
            });
            if (pins.length === 1) map.fitBounds(fence.getBounds());
          }
        });
        if (clustered) new MarkerClusterer({ map: map as never, markers: markers as never });
        if (pins.length > 1) map.fitBounds(bounds);
        else if (pins[0] && !pins[0].radiusMeters) {
          map.setCenter({ lat: pins[0].lat, lng: pins[0].lng });
          map.setZoom(16);
        }
      } catch {
        if (!cancelled) onFail();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [apiKey, pins, onFail, infoBox]);
  return (
    <div className={styles.root} style={{ width, height }}>
      <div ref={ref} className={styles.google} role="region" aria-label={label} />
      <PinPopup open={open} container={infoBox} />
    </div>
  );
}
