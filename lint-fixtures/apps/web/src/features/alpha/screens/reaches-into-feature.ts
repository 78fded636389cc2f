import { getBeta } from '../../beta/api/get-beta';

export const refused = getBeta;
