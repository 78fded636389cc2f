import type { CycleA } from './cycle-a';

export interface CycleB {
  a: CycleA | null;
}
