import { describe, expect, it } from 'vitest';
import { checkExtension, extensionOf, mediaKindOf } from './media';

describe('media helpers', () => {
  it('resolves the kind by mime prefix first', () => {
    expect(mediaKindOf('image/png', 'x.pdf')).toBe('photo');
    expect(mediaKindOf('video/mp4', 'x')).toBe('video');
    expect(mediaKindOf('audio/mpeg', 'x')).toBe('audio');
    expect(mediaKindOf('text/plain', 'x')).toBe('note');
    expect(mediaKindOf('application/pdf', 'x')).toBe('document');
  });
  it('falls back to the extension, then unknown', () => {
    expect(mediaKindOf('', 'clip.MOV')).toBe('video');
    expect(mediaKindOf(null, 'archive.zip')).toBe('unknown');
  });
  it('raises the spec message without mime and extension', () => {
    expect(() => mediaKindOf(undefined, 'README')).toThrow('File ext not resolved.');
  });
  it('checks extensions with the spec message', () => {
    expect(checkExtension('a.JPG', ['jpg', '.png'])).toBeNull();
    expect(checkExtension('a.exe', [])).toBeNull();
    expect(checkExtension('run.exe', ['jpg', 'png'])).toBe(
      'Invalid File Extension run.exe did not have the proper extension (allowed extensions: [jpg, png])',
    );
    expect(extensionOf('.hidden')).toBe('');
  });
});
