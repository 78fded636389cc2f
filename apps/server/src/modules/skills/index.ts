// What other modules use of the skills: the CV matching rule (career), the mapping of analysed
// vacancies at import (job-market), a course's and a vacancy's skills (catalog, jobs) and the
// market demand of the public course pages (catalog).
export { cvSkillsSql, DEMANDA_TABLES, mapVacancies } from './skills.repository';
export { registerSkillsRoutes } from './skills.routes';
export { demandByCourse, NO_DEMAND, setSkills, skillsOf } from './skills.service';
