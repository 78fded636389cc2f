export { betaRows } from './beta.repository';
