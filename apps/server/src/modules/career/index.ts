// The career bridge (issue 26): opportunities, privacy, the one-click application and 'Mis
// postulaciones' (career.*); the platform CV's PDF and the signed addresses that open it (cv-*).
export { registerCareerRoutes } from './career.routes';
export { registerCvLinkRoutes } from './cv-links.routes';
export { renderPlatformCv } from './cv-pdf';
