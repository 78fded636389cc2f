export { importVacanciesCsv } from './import-vacancies';
export { registerJobMarketRoutes } from './job-market.routes';
