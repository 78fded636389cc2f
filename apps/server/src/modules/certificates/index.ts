export { registerCertificatesRoutes } from './certificates.routes';
// Issuing, and (issue 26) a student's valid certificates with their verification addresses, for
// the platform CV and the staff's list of applicants.
export {
  issueCertificate,
  issueCertificateIfCompleted,
  validCertificatesOf,
} from './certificates.service';
// The completion rule (decision 018), for the reads of other modules that show it.
export { avanceSql, completionSql, percentSql } from './completion.repository';
// The QR code of a certificate's public page, which the platform CV prints too.
export { qrPng } from './recognition-pdf';
