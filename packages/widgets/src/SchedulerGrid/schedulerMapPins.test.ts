import { describe, expect, it } from 'vitest';
import { priorityPinColor, schedulerMapPins } from './schedulerMapPins';

const techs = [
  { id: 'e1', name: 'Ann', position: { lat: 39.7, lng: -105, at: '2026-11-28T15:00:00.000Z' } },
  { id: 'e2', name: 'Bob', position: null },
  { id: 'e3', name: 'Cy', position: { lat: 39.8, lng: -105.1 } },
];

describe('schedulerMapPins (service spec 2 GPS view)', () => {
  it('letters technicians A, B, C by row order and pins only those with a fix', () => {
    const { pins, letters } = schedulerMapPins(techs, []);
    expect([...letters.values()]).toEqual(['A', 'B', 'C']);
    expect(pins.map((p) => [p.id, p.label, p.color])).toEqual([
      ['tech:e1', 'A', 'blue'],
      ['tech:e3', 'C', 'blue'],
    ]);
  });

  it("colours tickets by priority, letters them with their first technician, and marks unassigned '?'", () => {
    const { pins, kinds } = schedulerMapPins(techs, [
      { id: 't1', title: '#1 Boiler', priority: 3, employeeIds: ['e3', 'e1'], lat: 39.75, lng: -105 },
      { id: 't2', title: '#2 Leak', priority: 1, employeeIds: [], lat: 39.76, lng: -105 },
      { id: 't3', title: '#3 Away', priority: 2, employeeIds: ['gone'], lat: null, lng: null },
    ]);
    const tickets = pins.filter((p) => p.id.startsWith('ticket:'));
    expect(tickets.map((p) => [p.label, p.color, p.shape])).toEqual([
      ['C', 'darkOrange', 'square'],
      ['?', 'lightOrange', 'square'],
      ['•', 'orange', 'square'],
    ]);
    expect(kinds.get('ticket:t2')?.kind).toBe('unassigned');
    expect(kinds.get('ticket:t1')).toMatchObject({ kind: 'ticket', letters: ['C', 'A'] });
    // Without coordinates the pin is kept (the map counts it as skipped).
    expect(Number.isNaN(tickets[2]?.lat)).toBe(true);
  });

  it('maps priorities to low lighter, medium default and high darker orange', () => {
    expect([1, 2, 3, null, 7].map(priorityPinColor)).toEqual([
      'lightOrange',
      'orange',
      'darkOrange',
      'orange',
      'orange',
    ]);
  });
});
