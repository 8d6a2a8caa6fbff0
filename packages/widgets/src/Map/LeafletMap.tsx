import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { CLUSTER_MIN_PINS, CLUSTER_RADIUS_PX } from './clusters';
import { pinLetter, type TileSource } from './mapGeometry';
import * as styles from './MapView.css';
import { PinPopup } from './PinPopup';
import type { MapPin } from './useMapState';

export interface LeafletMapProps {
  label: string;
  pins: readonly MapPin[];
  tiles: TileSource;
  width: number;
  height: number;
  cluster: boolean;
  labels?: {
    close?: string;
    skipped?: (n: number) => string;
    cluster?: (n: number) => string;
  };
  /** Called when no tile could be loaded (the caller falls back to the offline grid). */
  onFail?: () => void;
}

const valid = (p: MapPin) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Tile errors with no tile loaded after which the map gives up and the offline grid is drawn. */
const FAILED_TILES = 6;

/**
 * The raster-tile map (issue 11 "Give it a real map"): Leaflet (no WebGL, so it runs in headless
 * Chromium) with tiles from `tiles.url` (an OpenStreetMap-style {z}/{x}/{y} template, MAP_TILE_URL)
 * and `tiles.attribution` in its attribution line; drag to pan, wheel / double-click / +- buttons
 * / keyboard to zoom. Pins are lettered discs (A, B, ... in order; colours of PIN_COLORS) with
 * role button and name '{letter}: {title}'; click or Enter opens the info window (pin.content, in
 * a Leaflet popup, role dialog). Above CLUSTER_MIN_PINS pins, pins are grouped per view with
 * supercluster (recomputed after each pan or zoom): a cluster shows its count, is red when a member
 * is red, and zooms in on click. Geofences (radiusMeters) are circles in metres. When no tile
 * loads (FAILED_TILES errors first) `onFail` is called.
 */
export function LeafletMap({ label, pins, tiles, width, height, cluster, labels, onFail }: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const popupBox = useMemo(() => document.createElement('div'), []);
  const [open, setOpen] = useState<(MapPin & { letter: string }) | null>(null);
  const openRef = useRef<(MapPin & { letter: string }) | null>(null);
  const lettered = useMemo(
    () => pins.map((p, i) => ({ ...p, letter: p.label ?? pinLetter(i) })).filter(valid),
    [pins],
  );
  const skipped = pins.length - lettered.length;
  const index = useMemo(() => {
    if (!cluster || lettered.length <= CLUSTER_MIN_PINS) return null;
    const sc = new Supercluster<{ i: number }, { red: number }>({
      radius: CLUSTER_RADIUS_PX,
      extent: 256,
      maxZoom: 17,
      map: (p) => ({ red: lettered[p.i]?.color === 'red' ? 1 : 0 }),
      reduce: (acc, p) => {
        acc.red += p.red;
      },
    });
    sc.load(
      lettered.map((p, i) => ({
        type: 'Feature' as const,
        properties: { i },
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      })),
    );
    return sc;
  }, [lettered, cluster]);
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  const clusterTitle = labels?.cluster ?? ((n: number) => `${n} pins`);
  const clusterTitleRef = useRef(clusterTitle);
  clusterTitleRef.current = clusterTitle;

  // The map and its tile layer, once per tile source.
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { zoomControl: true, attributionControl: true, keyboard: true });
    map.attributionControl.setPrefix(false);
    let loaded = 0;
    let failed = 0;
    L.tileLayer(tiles.url, { attribution: tiles.attribution ?? '', maxZoom: 19, crossOrigin: false })
      .on('tileload', () => {
        loaded++;
      })
      .on('tileerror', () => {
        failed++;
        if (loaded === 0 && failed === FAILED_TILES) onFailRef.current?.();
      })
      .addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    map.getContainer().setAttribute('aria-label', label);
    map.getContainer().setAttribute('role', 'region');
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [tiles.url, tiles.attribution, label]);

  // Fit the view to the pins (and geofences) whenever they change.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    // The box may have been laid out after the map was made: measure it before fitting.
    map.invalidateSize(false);
    if (lettered.length === 0) {
      map.setView([39.74, -104.99], 10);
      return;
    }
    let bounds = L.latLngBounds(lettered.map((p) => [p.lat, p.lng] as [number, number]));
    for (const p of lettered)
      if (p.radiusMeters && p.radiusMeters > 0)
        bounds = bounds.extend(L.latLng(p.lat, p.lng).toBounds(p.radiusMeters * 2));
    if (lettered.length === 1 && !lettered[0]!.radiusMeters)
      map.setView([lettered[0]!.lat, lettered[0]!.lng], 15);
    else map.fitBounds(bounds, { padding: [32, 32], maxZoom: 16 });
  }, [lettered]);

  // Pins (or clusters of the view), redrawn after each pan or zoom when clustering.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const marker = (
      lat: number,
      lng: number,
      text: string,
      name: string,
      color: NonNullable<MapPin['color']>,
      size: number,
      activate: () => void,
      attrs: Record<string, string>,
    ) => {
      const m = L.marker([lat, lng], {
        icon: L.divIcon({
          className: `${styles.leafletPin} ${styles.leafletPinColor[color]}`,
          html: escapeHtml(text),
          iconSize: [size, size],
        }),
        keyboard: true,
        riseOnHover: true,
      });
      m.on('click', () => activate());
      m.on('add', () => {
        const el = m.getElement();
        if (!el) return;
        el.setAttribute('role', 'button');
        el.setAttribute('aria-label', name);
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        el.addEventListener('keydown', (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            activate();
          }
        });
      });
      return m;
    };
    // A standalone popup (not bound to the marker), so redrawing clusters after its auto-pan keeps it.
    const openPin = (p: (typeof lettered)[number]) => {
      openRef.current = p;
      setOpen(p);
      L.popup({ minWidth: 180, maxWidth: 260, autoPanPadding: [16, 16], offset: [0, -8] })
        .setLatLng([p.lat, p.lng])
        .setContent(popupBox)
        .openOn(map);
    };
    const draw = () => {
      layer.clearLayers();
      for (const p of lettered)
        if (p.radiusMeters && p.radiusMeters > 0)
          L.circle([p.lat, p.lng], {
            radius: p.radiusMeters,
            weight: 2,
            fillOpacity: 0.12,
            interactive: false,
          }).addTo(layer);
      if (!index) {
        for (const p of lettered)
          marker(
            p.lat,
            p.lng,
            p.letter,
            `${p.letter}: ${p.title}`,
            p.color ?? 'orange',
            24,
            () => openPin(p),
            {
              'data-pin': p.letter,
            },
          ).addTo(layer);
        return;
      }
      const b = map.getBounds().pad(0.25);
      const zoom = Math.round(map.getZoom());
      for (const f of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties as Partial<{
          cluster: boolean;
          cluster_id: number;
          point_count: number;
          red: number;
          i: number;
        }>;
        if (props.cluster) {
          const n = props.point_count!;
          marker(
            lat,
            lng,
            String(n),
            clusterTitleRef.current(n),
            (props.red ?? 0) > 0 ? 'red' : 'orange',
            30,
            () => {
              map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), 18));
            },
            { 'data-cluster': String(n) },
          ).addTo(layer);
        } else {
          const p = lettered[props.i!]!;
          marker(
            p.lat,
            p.lng,
            p.letter,
            `${p.letter}: ${p.title}`,
            p.color ?? 'orange',
            24,
            () => openPin(p),
            {
              'data-pin': p.letter,
            },
          ).addTo(layer);
        }
      }
    };
    draw();
    const onPopupOpen = (e: L.PopupEvent) => {
      const el = e.popup.getElement();
      el?.setAttribute('role', 'dialog');
      const title = openRef.current?.title ?? '';
      if (title) el?.setAttribute('aria-label', title);
    };
    const onPopupClose = () => {
      openRef.current = null;
      setOpen(null);
    };
    map.on('popupopen', onPopupOpen);
    map.on('popupclose', onPopupClose);
    if (index) map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      map.off('popupopen', onPopupOpen);
      map.off('popupclose', onPopupClose);
    };
  }, [lettered, index, popupBox]);

  return (
    <div className={styles.root} style={{ width, height }}>
      <div ref={box} className={styles.leaflet} data-testid="leaflet-map" />
      <PinPopup open={open} container={popupBox} />
      {skipped ? (
        <span className={styles.note} data-testid="map-note">
          {labels?.skipped?.(skipped) ?? `${skipped} without coordinates`}
        </span>
      ) : null}
    </div>
  );
}
