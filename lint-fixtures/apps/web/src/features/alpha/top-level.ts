import { formatBeta } from '../beta/format';

export const refused = formatBeta;
