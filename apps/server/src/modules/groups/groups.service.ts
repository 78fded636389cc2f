import type { ParsedRequestOf } from '@academia/contract/core/call';
import type { agregarAlumnoCursoGrupo } from '@academia/contract/groups/agregar-alumno-curso-grupo';
import type { TGrupo } from '@academia/contract/groups/group-schemas';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { EMAIL_TAKEN, issuePasswordLink } from '../auth/index';
import { CURSO_NO_ENCONTRADO, findCourseRef } from '../catalog/index';
import { confirmOnGroupAdd } from '../learning/index';
import { account } from '../payments/index';
import * as people from '../people/index';
import { STUDENT_NOT_FOUND } from '../people/index';
import * as repo from './groups.repository';
import { ALREADY_MEMBER, GROUP_NOT_FOUND, TEACHER_INVALID, WRONG_COURSE } from './messages';

export const GROUP_PAGE_SIZE = 20;
export const BUSQUEDA_MINIMA = 3;

function toGrupo(row: repo.GroupRow): TGrupo {
  return { ...row, alumnos: Number(row.alumnos) };
}

interface GroupFields {
  nombre: string;
  descripcion: string;
  fecha_inicio?: string | undefined;
  fecha_fin?: string | undefined;
  profesor?: number | '' | undefined;
}

async function columnsOf(ctx: AppContext, f: GroupFields) {
  const profesor = f.profesor === '' || f.profesor === undefined ? null : f.profesor;
  if (profesor !== null && !(await repo.isActiveTeacher(ctx.db, profesor))) {
    throw badRequest(TEACHER_INVALID);
  }
  return {
    nombre: f.nombre,
    descripcion: f.descripcion,
    fecha_inicio: f.fecha_inicio || null,
    fecha_fin: f.fecha_fin || null,
    profesor,
  };
}

export async function listGroups(
  ctx: AppContext,
  q: { curso: number | string; activo: number; page: number },
) {
  const curso = await findCourseRef(ctx.db, q.curso);
  if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
  const { rows, count } = await repo.pageGroups(
    ctx.db,
    curso.id,
    q.activo,
    GROUP_PAGE_SIZE,
    (q.page - 1) * GROUP_PAGE_SIZE,
  );
  return { content: rows.map(toGrupo), count, curso };
}

export async function getGroup(ctx: AppContext, id: number) {
  const row = await repo.findGroup(ctx.db, id);
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return toGrupo(row);
}

export async function addGroup(ctx: AppContext, actor: AuthUser, curso: number, f: GroupFields) {
  if (!(await findCourseRef(ctx.db, curso))) throw notFound(CURSO_NO_ENCONTRADO);
  const columns = await columnsOf(ctx, f);
  const id = await transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.insertGroup(tx, { ...columns, curso });
    if (!row) throw notFound(GROUP_NOT_FOUND);
    await recordAudit(tx, actor, {
      accion: 'crear',
      entidad: 'grupos',
      entidad_id: row.id,
      detalles: { ...columns, curso },
    });
    return row.id;
  });
  return getGroup(ctx, id);
}

export async function updateGroup(ctx: AppContext, actor: AuthUser, id: number, f: GroupFields) {
  const columns = await columnsOf(ctx, f);
  await transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.updateGroup(tx, id, columns);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    await recordAudit(tx, actor, {
      accion: 'actualizar',
      entidad: 'grupos',
      entidad_id: id,
      detalles: columns,
    });
  });
  return getGroup(ctx, id);
}

export async function setGroupActive(ctx: AppContext, actor: AuthUser, id: number, activo: number) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.updateGroup(tx, id, { activo });
    if (!row) throw notFound(GROUP_NOT_FOUND);
    await recordAudit(tx, actor, {
      accion: activo === 1 ? 'activar' : 'desactivar',
      entidad: 'grupos',
      entidad_id: id,
    });
    return row;
  });
}

const two = (v: string | null) => {
  if (v === null) return null;
  const [units = '0', cents = ''] = v.split('.');
  return `${units}.${cents.padEnd(2, '0').slice(0, 2)}`;
};

export async function listMembers(
  ctx: AppContext,
  q: { grupo: number; activo: number; page: number },
) {
  const group = await getGroup(ctx, q.grupo);
  const curso = await findCourseRef(ctx.db, group.curso);
  if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
  const { rows, count } = await repo.pageMembers(
    ctx.db,
    q.grupo,
    q.activo,
    GROUP_PAGE_SIZE,
    (q.page - 1) * GROUP_PAGE_SIZE,
  );
  return {
    content: rows.map((r) => ({ ...r, precio_venta: two(r.precio_venta) })),
    count,
    grupo: { id: group.id, nombre: group.nombre },
    curso,
  };
}

async function memberOut(ctx: AppContext, grupo: number, alumno: number) {
  const row = await repo.findMember(ctx.db, grupo, alumno);
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  const { fecha: _fecha, inscripcion_activa: _i, ...member } = row;
  return { ...member, precio_venta: two(member.precio_venta) };
}

async function groupOfCourse(ctx: AppContext, grupo: number, curso: number) {
  const group = await repo.findGroup(ctx.db, grupo);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  if (group.curso !== curso) throw badRequest(WRONG_COURSE);
  return group;
}

/**
 * A new student, their enrolment in the group's course and the membership, in one
 * transaction; the welcome mail with a link to choose a password is sent after the commit.
 */
export async function addNewStudent(
  ctx: AppContext,
  actor: AuthUser,
  input: ParsedRequestOf<typeof agregarAlumnoCursoGrupo>,
) {
  await groupOfCourse(ctx, input.grupo, input.curso);
  const alumno = await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const student = await people.insertStudent(tx, {
      first_name: input.first_name,
      last_name: input.last_name,
      celular: input.celular,
      email: input.email,
      empleo_actual: input.empleo_actual,
      empresa: input.empresa,
    });
    if (!student) throw conflict(EMAIL_TAKEN);
    const enrolment = await repo.ensureEnrolment(tx, student.id, input.curso);
    await repo.insertMember(tx, {
      grupo: input.grupo,
      alumno: student.id,
      alumno_curso: enrolment,
    });
    await issuePasswordLink(ctx, tx, student, 'bienvenida', onCommit);
    await recordAudit(tx, actor, {
      accion: 'crear',
      entidad: 'users',
      entidad_id: student.id,
      detalles: {
        nombre: `${student.first_name} ${student.last_name}`.trim(),
        email: student.email,
        tipo: 'alumno',
        grupo: input.grupo,
        curso: input.curso,
      },
    });
    return student.id;
  });
  return memberOut(ctx, input.grupo, alumno);
}

export async function addExistingStudent(
  ctx: AppContext,
  actor: AuthUser,
  input: { alumno: number; grupo: number; curso: number },
) {
  const group = await groupOfCourse(ctx, input.grupo, input.curso);
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    if (!(await repo.isStudent(tx, input.alumno))) throw notFound(STUDENT_NOT_FOUND);
    const enrolment = await repo.ensureEnrolment(tx, input.alumno, input.curso);
    const row = await repo.insertMember(tx, {
      grupo: input.grupo,
      alumno: input.alumno,
      alumno_curso: enrolment,
    });
    if (!row) throw conflict(ALREADY_MEMBER);
    // A pending (or trial) enrolment in the course is confirmed by the group (decision 017).
    await confirmOnGroupAdd(ctx, tx, onCommit, actor, enrolment, group.nombre);
    await recordAudit(tx, actor, {
      accion: 'asignar',
      entidad: 'users',
      entidad_id: input.alumno,
      detalles: { grupo: input.grupo, curso: input.curso },
    });
  });
  return memberOut(ctx, input.grupo, input.alumno);
}

export async function suggest(ctx: AppContext, search: string) {
  if (search.length < BUSQUEDA_MINIMA) return [];
  return people.suggestStudents(ctx, search);
}

export async function memberData(ctx: AppContext, alumno: number, grupo: number) {
  const member = await repo.findMember(ctx.db, grupo, alumno);
  if (!member) throw notFound(STUDENT_NOT_FOUND);
  const [person, cuenta] = await Promise.all([
    people.findStudent(ctx, alumno),
    account(ctx, alumno, grupo),
  ]);
  if (!person) throw notFound(STUDENT_NOT_FOUND);
  return {
    alumno: people.toPersona(person),
    cuenta,
    fecha_ingreso: member.fecha.toISOString(),
    inscripcion_activa: member.inscripcion_activa,
  };
}
