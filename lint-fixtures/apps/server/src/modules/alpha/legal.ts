import { probeA } from '../../platform/probe/legal-helper';
import { betaRows } from '../beta/index';
import { own } from './own';

export const allowed = [probeA, betaRows, own];
