export { registerCertificatesRoutes } from './certificates.routes';
