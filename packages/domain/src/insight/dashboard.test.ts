import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_CARDS,
  defaultDashboardLayout,
  moveDashboardCard,
  normalizeDashboardLayout,
} from './dashboard.js';

describe('dashboard layout (issue 11: remembered per user)', () => {
  it('defaults to every card in catalogue order', () => {
    expect(normalizeDashboardLayout(undefined)).toEqual(defaultDashboardLayout());
    expect(normalizeDashboardLayout('x').order).toEqual([...DASHBOARD_CARDS]);
  });
  it('drops unknown and repeated cards, appends missing ones, fixes flagged hours', () => {
    const l = normalizeDashboardLayout({
      order: ['media', 'nope', 'media', 'hours'],
      hidden: ['maps', 'maps', 7],
      flaggedHours: 25,
    });
    expect(l.order.slice(0, 3)).toEqual(['media', 'hours', 'units']);
    expect(l.order).toHaveLength(DASHBOARD_CARDS.length);
    expect(l.hidden).toEqual(['maps']);
    expect(l.flaggedHours).toBe(1);
    expect(normalizeDashboardLayout({ flaggedHours: 2.5 }).flaggedHours).toBe(1);
    expect(normalizeDashboardLayout({ flaggedHours: 24 }).flaggedHours).toBe(24);
  });
  it('moves a card up or down, clamped at the ends', () => {
    const o = [...DASHBOARD_CARDS];
    expect(moveDashboardCard(o, 'units', -1).slice(0, 2)).toEqual(['units', 'hours']);
    expect(moveDashboardCard(o, 'hours', -1)).toEqual(o);
    expect(moveDashboardCard(o, 'devices', 1)).toEqual(o);
    expect(moveDashboardCard(o, 'hours', 1).slice(0, 2)).toEqual(['units', 'hours']);
  });
});
