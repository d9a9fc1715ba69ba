import { describe, expect, it } from 'vitest';
import { rawJsonDepth } from './json-body.js';

describe('raw JSON depth', () => {
  it('counts nested arrays and objects', () => {
    expect(rawJsonDepth('1')).toBe(0);
    expect(rawJsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(rawJsonDepth(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(5000);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(rawJsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(rawJsonDepth('["say \\"[[[\\" then", ["\\\\"], "]]]"]')).toBe(2);
  });
});
