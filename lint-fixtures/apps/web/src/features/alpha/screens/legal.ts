import { shared } from '../../../lib/shared';
import { getAlpha } from '../api/get-alpha';

export const allowed = [shared, getAlpha];
