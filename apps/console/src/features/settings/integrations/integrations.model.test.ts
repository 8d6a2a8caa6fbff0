import { describe, expect, it } from 'vitest';
import type { RecycleBinEntry } from '@wm/api/schemas';
import { encryptedChanged, hasDeletedChildren, idsByEntity, oauthStatus, valuesOf } from './model.js';
import type { ConnectorInfo } from './integrationsApi.js';

const webhook: ConnectorInfo = {
  id: 'webhook',
  name: 'Outbound webhook',
  directions: ['outbound'],
  usesOAuth: false,
  state: 'ready',
  configKeys: [
    { key: 'url', label: 'URL', isEncrypted: false, required: true },
    { key: 'secret', label: 'Signing secret', isEncrypted: true, required: true },
  ],
};

describe('integration editor values (service spec 3, 4)', () => {
  it('reads an integration into form values, encrypted values masked as the server sends them', () => {
    const v = valuesOf({
      id: 'i1',
      name: 'Hook',
      connectorId: 'webhook',
      recordType: 'Location',
      status: 2,
      configKeyValues: [
        { key: 'url', value: 'https://x.test/h' },
        { key: 'secret', value: '********', isEncrypted: true },
      ],
    });
    expect(v).toEqual({
      name: 'Hook',
      connectorId: 'webhook',
      recordType: 'Location',
      status: '2',
      config: { url: 'https://x.test/h', secret: '********' },
    });
    expect(valuesOf(null)).toMatchObject({ name: '', connectorId: '', status: '1', config: {} });
  });

  it('asks about an encrypted change only when a stored encrypted value was replaced', () => {
    const initial = valuesOf({
      id: 'i1',
      name: 'Hook',
      connectorId: 'webhook',
      configKeyValues: [
        { key: 'url', value: 'https://x.test/h' },
        { key: 'secret', value: '********', isEncrypted: true },
      ],
    });
    const same = { ...initial, name: 'Renamed', config: { ...initial.config, url: 'https://y.test' } };
    expect(encryptedChanged(webhook, initial, same)).toBe(false);
    expect(
      encryptedChanged(webhook, initial, { ...initial, config: { ...initial.config, secret: 'new' } }),
    ).toBe(true);
    const fresh = valuesOf({ id: 'i2', name: 'n', connectorId: 'webhook', configKeyValues: [] });
    expect(encryptedChanged(webhook, fresh, { ...fresh, config: { secret: 'first' } })).toBe(false);
  });
});

describe('recycle bin selection', () => {
  const e = (entity: string, id: string, deletedWith: string | null = null): RecycleBinEntry => ({
    entity,
    id,
    name: id,
    deletedOn: '2026-11-21T00:00:00.000Z',
    deletedBy: null,
    deletedByName: null,
    parentDeleted: deletedWith !== null,
    deletedWith,
  });
  it('groups ids by entity and finds parents deleted with children', () => {
    const all = [e('Location', 'p'), e('Location', 'c', 'p'), e('Task', 't'), e('Task', 'p')];
    expect([...idsByEntity(all)]).toEqual([
      ['Location', ['p', 'c']],
      ['Task', ['t', 'p']],
    ]);
    expect(hasDeletedChildren(all[0]!, all)).toBe(true);
    expect(hasDeletedChildren(all[3]!, all)).toBe(false);
    expect(hasDeletedChildren(all[1]!, all)).toBe(false);
  });
});

describe('OAuth connector status (issue 15 item 5)', () => {
  it('reads connected only for a configured connector the company authorised', () => {
    const qb: ConnectorInfo = { ...webhook, id: 'quickbooks', usesOAuth: true, configKeys: [] };
    expect(oauthStatus({ ...qb, connected: true })).toBe('connected');
    expect(oauthStatus({ ...qb, connected: false })).toBe('ready');
    expect(oauthStatus(qb)).toBe('ready');
    expect(oauthStatus({ ...qb, state: 'not configured', connected: true })).toBe('not configured');
  });
});
