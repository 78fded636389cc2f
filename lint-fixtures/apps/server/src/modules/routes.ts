import { betaRows } from './beta/beta.repository';
import { allowed } from './alpha/index';

export const routes = [betaRows, allowed];
