export { registerPaymentsRoutes } from './payments.routes';
export { account } from './payments.service';
