import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, permittedSignOffTypes, signatureUrl, typesForSelection } from './signOffs.js';

describe('sign-offs', () => {
  it('offers only the types the access keys allow', () => {
    const keys = new Set(['field-manager-signoff/execute', 'office-signoff-two/execute']);
    expect(permittedSignOffTypes((_p, k) => keys.has(k ?? ''))).toEqual(['fieldManager', 'officeTwo']);
    expect(permittedSignOffTypes(() => false)).toEqual([]);
  });
  it('turns the pad PNG into a blob and refuses other data', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0K');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    expect(() => dataUrlToBlob('data:text/plain;base64,aGk=')).toThrow('The signature is not a PNG image.');
  });
  it('addresses the signature image by file id', () => {
    expect(signatureUrl('a b')).toBe('/api/file/a%20b');
  });
  it("offers the employee sign-off only for one's own records", () => {
    const all = ['employee', 'fieldManager'] as const;
    expect(typesForSelection(all, ['me', 'me'], 'me')).toEqual(['employee', 'fieldManager']);
    expect(typesForSelection(all, ['me', 'other'], 'me')).toEqual(['fieldManager']);
    expect(typesForSelection(all, ['me'], null)).toEqual(['fieldManager']);
    expect(typesForSelection(all, [], 'me')).toEqual(['fieldManager']);
  });
});
