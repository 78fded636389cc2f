// 'Ver como alumno' (issue 23): the administrator's read-only view of a course as its students
// see it. Its own module because it joins the catalog (the course) and learning (the lesson as a
// student reads it), and learning already depends on the catalog through certificates.
export { registerPreviewRoutes } from './preview.routes';
