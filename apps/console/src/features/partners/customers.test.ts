import { describe, expect, it } from 'vitest';
import { filterCustomers, maskedCard, renewalDue } from './customers.js';

const rows = [
  {
    id: 'a',
    name: 'Northwind',
    status: 1,
    partner_id: 'p1',
    licensePeriod: 2,
    contractExpirationDate: '2027-05-01',
  },
  {
    id: 'b',
    name: 'Bluebird',
    status: 2,
    partner_id: 'p1',
    licensePeriod: 1,
    contractExpirationDate: '2026-12-01',
  },
  {
    id: 'c',
    name: 'Harbor',
    status: 1,
    partner_id: 'p2',
    licensePeriod: 1,
    isCanceling: true,
    contractExpirationDate: null,
  },
  {
    id: 'd',
    name: 'Gone Co',
    status: 3,
    partner_id: 'p2',
    licensePeriod: 2,
    contractExpirationDate: '2026-01-01',
  },
];
const all = { text: '', status: 'all', partner: 'all', period: 'all', billing: 'all', from: '', to: '' };
const names = (f: Partial<typeof all>) => filterCustomers(rows, { ...all, ...f }).map((r) => r.name);

describe('filterCustomers (service spec 2 "Companies" filters)', () => {
  it('filters by status (active by default on the page; 2 Paused, 3 Previous Customer)', () => {
    expect(names({ status: '1' })).toEqual(['Northwind', 'Harbor']);
    expect(names({ status: '2' })).toEqual(['Bluebird']);
    expect(names({ status: '3' })).toEqual(['Gone Co']);
  });
  it('filters by text, partner, licence period and billing status', () => {
    expect(names({ text: 'BLUE' })).toEqual(['Bluebird']);
    expect(names({ partner: 'p2' })).toEqual(['Harbor', 'Gone Co']);
    expect(names({ period: '1' })).toEqual(['Bluebird', 'Harbor']);
    expect(names({ billing: 'canceling' })).toEqual(['Harbor']);
    expect(names({ billing: 'renewing' })).toEqual(['Northwind', 'Bluebird', 'Gone Co']);
  });
  it('filters by the contract-expiry range (inclusive; no expiry is outside any range)', () => {
    expect(names({ from: '2026-12-01', to: '2027-05-01' })).toEqual(['Northwind', 'Bluebird']);
    expect(names({ to: '2026-06-30' })).toEqual(['Gone Co']);
  });
});

describe('saved card and renewal', () => {
  it('masks the card from its brand and last four digits', () => {
    expect(maskedCard({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 }, 'Card')).toBe(
      'Visa •••• 4242, 03/2030',
    );
    expect(maskedCard({ brand: null, last4: null, expMonth: null, expYear: null }, 'Tarjeta')).toBe(
      'Tarjeta •••• ????',
    );
  });
  it('is due on the expiry day and after', () => {
    expect(renewalDue('2027-01-01', '2027-01-01')).toBe(true);
    expect(renewalDue('2027-01-01T00:00:00Z', '2026-12-31')).toBe(false);
    expect(renewalDue(null, '2027-01-01')).toBe(false);
  });
});
