export { registerJobMarketRoutes } from './job-market.routes';
