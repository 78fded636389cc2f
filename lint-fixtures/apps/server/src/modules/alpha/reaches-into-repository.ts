import { betaRows } from '../beta/beta.repository';

export const refused = betaRows;
