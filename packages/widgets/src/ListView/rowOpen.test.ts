import { describe, expect, it, vi } from 'vitest';
import { openRow } from './rowOpen';

describe('openRow (Enter on a list row, WCAG 2.1.1)', () => {
  it('opens the record the way a click does when the list only opens on click', () => {
    const onRowClick = vi.fn();
    expect(openRow({ id: 'e1' }, { onRowClick })).toBe(true);
    expect(onRowClick).toHaveBeenCalledWith({ id: 'e1' });
  });

  it('does the click, then the activation, like a double-click', () => {
    const calls: string[] = [];
    const handled = openRow('r', {
      onRowClick: (r) => calls.push(`click ${r}`),
      onActivate: (r) => calls.push(`activate ${r}`),
    });
    expect(handled).toBe(true);
    expect(calls).toEqual(['click r', 'activate r']);
  });

  it('does nothing without an active row or without handlers', () => {
    const onRowClick = vi.fn();
    expect(openRow(undefined, { onRowClick })).toBe(false);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(openRow('r', {})).toBe(false);
  });
});
