import type { CycleB } from './cycle-b';

export interface CycleA {
  b: CycleB;
}
