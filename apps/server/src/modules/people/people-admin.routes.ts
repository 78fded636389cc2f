import { abrirCursosAlumno } from '@academia/contract/people/abrir-cursos-alumno';
import { actualizarAdministrador } from '@academia/contract/people/actualizar-administrador';
import { actualizarAlumno } from '@academia/contract/people/actualizar-alumno';
import { actualizarProfesor } from '@academia/contract/people/actualizar-profesor';
import { administradorPaginado } from '@academia/contract/people/administrador-paginado';
import { agregarAdministrador } from '@academia/contract/people/agregar-administrador';
import { agregarCursosAlumno } from '@academia/contract/people/agregar-cursos-alumno';
import { agregarProfesor } from '@academia/contract/people/agregar-profesor';
import { alumnoPaginado } from '@academia/contract/people/alumno-paginado';
import { eliminarAdministrador } from '@academia/contract/people/eliminar-administrador';
import { exportarAlumnosCsv } from '@academia/contract/people/exportar-alumnos-csv';
import { getAdministrador } from '@academia/contract/people/get-administrador';
import { getAdministradores } from '@academia/contract/people/get-administradores';
import { getAlumno } from '@academia/contract/people/get-alumno';
import { getAlumnos } from '@academia/contract/people/get-alumnos';
import { getAlumnosCurso } from '@academia/contract/people/get-alumnos-curso';
import { getProfesor } from '@academia/contract/people/get-profesor';
import { getProfesores } from '@academia/contract/people/get-profesores';
import { profesorPaginado } from '@academia/contract/people/profesor-paginado';
import { searchAlumnos } from '@academia/contract/people/search-alumnos';
import {
  activarAdministrador,
  desactivarAdministrador,
} from '@academia/contract/people/set-administrador-activo';
import { activarAlumno, desactivarAlumno } from '@academia/contract/people/set-alumno-activo';
import {
  activarrCursoAlumno,
  desactivarrCursoAlumno,
} from '@academia/contract/people/set-curso-alumno-activo';
import { activarProfesor, desactivarProfesor } from '@academia/contract/people/set-profesor-activo';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { ADMIN_NOT_FOUND, STUDENT_NOT_FOUND, TEACHER_NOT_FOUND } from './messages';
import { PEOPLE_LIST_TABLES } from './people-admin.repository';
import * as people from './people-admin.service';
import * as staff from './staff-admin.service';

const STUDENT = 1;
const TEACHER = 2;
const ADMIN = 0;

export function registerPeopleAdminRoutes(app: FastifyInstance): void {
  // Students
  // The admin's student list, searched as people type: kept until the users table changes.
  registerCall(
    app,
    alumnoPaginado,
    ({ app: ctx, input }) => people.pagePeople(ctx, STUDENT, input),
    {
      cachedFrom: PEOPLE_LIST_TABLES,
    },
  );
  registerCall(app, getAlumnos, async ({ app: ctx, input }) => {
    const { results, count } = await people.pagePeople(ctx, STUDENT, {
      page: input.page,
      is_active: 1,
      search: '',
    });
    return { content: results, count };
  });
  registerCall(app, searchAlumnos, ({ app: ctx, input }) => people.searchStudents(ctx, input));
  registerCall(app, getAlumno, async ({ app: ctx, input }) => ({
    content: await people.getPerson(ctx, input.alumno, STUDENT, STUDENT_NOT_FOUND),
  }));
  registerCall(app, desactivarAlumno, async ({ app: ctx, input, user }) => ({
    content: await people.setActive(ctx, user, input.alumno, STUDENT, false, STUDENT_NOT_FOUND),
  }));
  registerCall(app, activarAlumno, async ({ app: ctx, input, user }) => ({
    content: await people.setActive(ctx, user, input.alumno, STUDENT, true, STUDENT_NOT_FOUND),
  }));
  registerCall(app, actualizarAlumno, async ({ app: ctx, input, user, files }) => ({
    content: await people.updateStudent(ctx, user, input, files),
  }));
  registerCall(app, abrirCursosAlumno, ({ app: ctx, input }) =>
    people.studentCourses(ctx, input.alumno),
  );
  registerCall(app, agregarCursosAlumno, async ({ app: ctx, input, user }) => ({
    content: await people.enrolInCourses(ctx, user, input.alumno, input.cursos),
  }));
  registerCall(app, desactivarrCursoAlumno, async ({ app: ctx, input, user }) => ({
    content: await people.setEnrolmentActive(ctx, user, input, 0),
  }));
  registerCall(app, activarrCursoAlumno, async ({ app: ctx, input, user }) => ({
    content: await people.setEnrolmentActive(ctx, user, input, 1),
  }));
  registerCall(app, exportarAlumnosCsv, async ({ app: ctx, input }) => ({
    content: await people.exportStudents(ctx, input),
  }));
  registerCall(app, getAlumnosCurso, ({ app: ctx, input }) => people.courseStudents(ctx, input));

  // Teachers
  registerCall(app, profesorPaginado, ({ app: ctx, input }) =>
    people.pagePeople(ctx, TEACHER, input),
  );
  registerCall(app, getProfesores, async ({ app: ctx, input }) => ({
    content: await staff.listShort(ctx, 'profesor', input.activo),
  }));
  registerCall(app, agregarProfesor, async ({ app: ctx, input, user }) => ({
    content: await staff.addStaff(ctx, user, 'profesor', input),
  }));
  registerCall(app, getProfesor, async ({ app: ctx, input }) => ({
    content: await people.getPerson(ctx, input.profesor, TEACHER, TEACHER_NOT_FOUND),
  }));
  registerCall(app, actualizarProfesor, async ({ app: ctx, input, user }) => ({
    content: await staff.updateStaff(ctx, user, 'profesor', input.profesor, input),
  }));
  registerCall(app, desactivarProfesor, async ({ app: ctx, input, user }) => ({
    content: await staff.setStaffActive(ctx, 'profesor', user, input.profesor, false),
  }));
  registerCall(app, activarProfesor, async ({ app: ctx, input, user }) => ({
    content: await staff.setStaffActive(ctx, 'profesor', user, input.profesor, true),
  }));

  // Administrators
  registerCall(app, administradorPaginado, ({ app: ctx, input }) =>
    people.pagePeople(ctx, ADMIN, input),
  );
  registerCall(app, getAdministradores, async ({ app: ctx, input }) => ({
    content: await staff.listShort(ctx, 'administrador', input.activo),
  }));
  registerCall(app, agregarAdministrador, async ({ app: ctx, input, user }) => ({
    content: await staff.addStaff(ctx, user, 'administrador', input),
  }));
  registerCall(app, getAdministrador, async ({ app: ctx, input }) => ({
    content: await people.getPerson(ctx, input.administrador, ADMIN, ADMIN_NOT_FOUND),
  }));
  registerCall(app, actualizarAdministrador, async ({ app: ctx, input, user }) => ({
    content: await staff.updateStaff(ctx, user, 'administrador', input.administrador, input),
  }));
  registerCall(app, eliminarAdministrador, async ({ app: ctx, input, user }) => ({
    content: await staff.deleteAdmin(ctx, user, input.administrador),
  }));
  registerCall(app, desactivarAdministrador, async ({ app: ctx, input, user }) => ({
    content: await staff.setStaffActive(ctx, 'administrador', user, input.administrador, false),
  }));
  registerCall(app, activarAdministrador, async ({ app: ctx, input, user }) => ({
    content: await staff.setStaffActive(ctx, 'administrador', user, input.administrador, true),
  }));
}
