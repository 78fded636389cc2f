import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './download';

describe('base64ToBytes', () => {
  it('decodes every byte value, not only text', () => {
    const bytes = base64ToBytes('JVBERi0A/4A=');
    expect(Array.from(bytes)).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80]);
  });
});
