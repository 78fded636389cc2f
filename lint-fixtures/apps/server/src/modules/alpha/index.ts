export { allowed } from './legal';
