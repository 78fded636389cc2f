export { registerCatalogRoutes } from './catalog.routes';
export { type CourseRef, findCourseRef } from './course-ref';
export { get as getCourse } from './courses.service';
export { CURSO_NO_ENCONTRADO, CURSO_NO_OFRECIDO } from './messages';
export { sitemapCourses } from './public-catalog.service';
