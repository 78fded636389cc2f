import { describe, expect, it } from 'vitest';
import { progressColor } from './progress-color';

describe('progressColor', () => {
  it("follows the spec's thresholds", () => {
    expect([0, 49, 50, 79, 80, 100].map(progressColor)).toEqual([
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
      'green',
    ]);
  });
});
