export { registerCertificatesRoutes } from './certificates.routes';
export { issueCertificate } from './certificates.service';
