import { describe, expect, it } from 'vitest';
import { clientErrorReport } from './routeError.js';

describe('clientErrorReport', () => {
  it('describes an Error with its stack, cut to the server limits', () => {
    const r = clientErrorReport(new TypeError('x'.repeat(3000)), `/${'p'.repeat(600)}`);
    expect(r.message.startsWith('TypeError: x')).toBe(true);
    expect(r.message.length).toBe(2000);
    expect(r.path.length).toBe(500);
    expect(typeof r.stack).toBe('string');
  });
  it('describes route responses, strings and objects', () => {
    expect(clientErrorReport({ status: 500, statusText: 'Oops' }, '/a').message).toBe('Route error 500 Oops');
    expect(clientErrorReport('boom', '/a')).toEqual({ message: 'boom', path: '/a', stack: null });
    expect(clientErrorReport({ a: 1 }, '/a').message).toBe('{"a":1}');
    expect(clientErrorReport(undefined, '/a').message).toBe('undefined');
  });
});
