import { zEmail } from '@academia/contract/auth/password-rules';
import {
  IMPORT_MAX_BYTES,
  type TFilaImportacion,
  type TImportarAlumnosGrupoResponse,
} from '@academia/contract/groups/importar-alumnos-grupo';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/multipart';
import { recordAudit } from '../audit/index';
import { EMAIL_TAKEN, issuePasswordLink } from '../auth/index';
import { confirmOnGroupAdd } from '../learning/index';
import * as people from '../people/index';
import * as repo from './groups.repository';
import { accountsByEmail, type KnownAccount, lockImports } from './import-students.repository';
import { GROUP_NOT_FOUND, IMPORT_REFUSED, IMPORT_TOO_BIG } from './messages';
import { type RawRow, readStudentFile } from './read-student-file';

type FieldError = TFilaImportacion['errores'][number];

interface CheckedRow {
  raw: RawRow;
  fila: TFilaImportacion;
  account: KnownAccount | undefined;
}

function required(value: string, columna: string, mensaje: string, max: number): FieldError[] {
  if (value === '') return [{ columna, mensaje }];
  if (value.length > max) {
    return [{ columna, mensaje: `No puede tener más de ${max} caracteres.` }];
  }
  return [];
}

function optional(value: string, columna: string, max: number): FieldError[] {
  return value.length > max
    ? [{ columna, mensaje: `No puede tener más de ${max} caracteres.` }]
    : [];
}

/** The checks of the new-student form (agregarAlumnoCursoGrupo), column by column. */
function fieldErrors(r: RawRow): FieldError[] {
  return [
    ...required(r.nombre, 'nombre', 'Escribe el nombre.', 150),
    ...required(r.apellidos, 'apellidos', 'Escribe los apellidos.', 150),
    ...required(r.telefono, 'telefono', 'Escribe el teléfono.', 30),
    ...optional(r.empresa, 'empresa', 200),
    ...optional(r.empleo_actual, 'empleo_actual', 200),
  ];
}

/**
 * Every row checked against the form's rules, the rest of the file and the accounts already
 * registered (one statement for all of them). An e-mail that belongs to a student is enrolled
 * as it is: only its e-mail matters, the rest of the row is not applied to the account.
 */
async function check(db: Db, grupo: number, rows: RawRow[]): Promise<CheckedRow[]> {
  const emails = rows.map((r) => zEmail.safeParse(r.email));
  const valid = [...new Set(emails.flatMap((e) => (e.success ? [e.data] : [])))];
  const accounts = new Map(
    (await accountsByEmail(db, grupo, valid)).map((a) => [a.email, a] as const),
  );
  const firstLine = new Map<string, number>();
  return rows.map((raw, i) => {
    const parsed = emails[i];
    const errores: FieldError[] = [];
    let account: KnownAccount | undefined;
    if (!parsed?.success) {
      errores.push({
        columna: 'email',
        mensaje:
          raw.email === ''
            ? 'Escribe el correo electrónico.'
            : 'Escribe un correo electrónico válido.',
      });
    } else {
      const email = parsed.data;
      const earlier = firstLine.get(email);
      if (earlier !== undefined) {
        errores.push({
          columna: 'email',
          mensaje: `Este correo ya aparece en la línea ${earlier}.`,
        });
      } else firstLine.set(email, raw.linea);
      account = accounts.get(email);
      if (account && account.tipo !== 1) {
        errores.push({
          columna: 'email',
          mensaje: 'Este correo es de una cuenta del personal, no de un alumno.',
        });
      }
    }
    if (!account) errores.push(...fieldErrors(raw));
    const estado: TFilaImportacion['estado'] =
      errores.length > 0
        ? 'error'
        : account?.miembro
          ? 'ya_en_grupo'
          : account
            ? 'existente'
            : 'nuevo';
    return {
      raw,
      account,
      fila: {
        linea: raw.linea,
        nombre: raw.nombre,
        apellidos: raw.apellidos,
        email: parsed?.success ? parsed.data : raw.email,
        telefono: raw.telefono,
        estado,
        errores,
      },
    };
  });
}

function summary(rows: CheckedRow[], importado: boolean): TImportarAlumnosGrupoResponse['content'] {
  const count = (estado: TFilaImportacion['estado']) =>
    rows.filter((r) => r.fila.estado === estado).length;
  const con_errores = count('error');
  const nuevos = count('nuevo');
  const existentes = count('existente');
  const mensaje = importado
    ? `Se importaron ${nuevos + existentes} alumnos: ${nuevos} nuevos y ${existentes} ya registrados.`
    : con_errores > 0
      ? IMPORT_REFUSED(con_errores)
      : `Todo listo: ${nuevos} alumnos nuevos y ${existentes} ya registrados. Confirma para importarlos.`;
  return { filas: rows.map((r) => r.fila), con_errores, nuevos, existentes, importado, mensaje };
}

/**
 * Imports the students of a CSV or XLSX into a group and its course: a preview (`confirmar`
 * false) answers every row with its errors; the import runs in one transaction and refuses
 * the whole file while any row is wrong. New accounts get the welcome mail (queued on commit);
 * existing students are enrolled with their account and password untouched. One audit entry.
 */
export async function importStudents(
  ctx: AppContext,
  actor: AuthUser,
  input: { grupo: number; confirmar: boolean },
  file: StoredFile,
): Promise<TImportarAlumnosGrupoResponse['content']> {
  try {
    if (file.size > IMPORT_MAX_BYTES) throw payloadTooLarge(IMPORT_TOO_BIG);
    const group = await repo.findGroup(ctx.db, input.grupo);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    const raw = await readStudentFile(ctx.storage.absolutePath(file.path, 'private'), file.mime);
    if (!input.confirmar) return summary(await check(ctx.db, input.grupo, raw), false);

    return await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
      await lockImports(tx);
      const rows = await check(tx, input.grupo, raw);
      const wrong = rows.filter((r) => r.fila.estado === 'error');
      if (wrong.length > 0) {
        throw badRequest(
          IMPORT_REFUSED(wrong.length),
          wrong.flatMap((r) =>
            r.fila.errores.map((e) => ({
              path: `línea ${r.fila.linea}, ${e.columna}`,
              message: e.mensaje,
            })),
          ),
        );
      }
      const names: string[] = [];
      for (const { raw: r, account, fila } of rows) {
        if (fila.estado === 'ya_en_grupo') continue;
        let alumno = account?.id;
        if (!alumno) {
          const student = await people.insertStudent(tx, {
            first_name: r.nombre,
            last_name: r.apellidos,
            celular: r.telefono,
            email: fila.email,
            empleo_actual: r.empleo_actual,
            empresa: r.empresa,
          });
          // Registered meanwhile through another form: the file is stale, nothing is kept.
          if (!student) throw conflict(`${EMAIL_TAKEN} (línea ${fila.linea}: ${fila.email})`);
          alumno = student.id;
          await issuePasswordLink(ctx, tx, student, 'bienvenida', onCommit);
        }
        const enrolment = await repo.ensureEnrolment(tx, alumno, group.curso);
        await repo.insertMember(tx, { grupo: group.id, alumno, alumno_curso: enrolment });
        // A pending (or trial) enrolment in the course is confirmed by the group (decision 017).
        if (account) await confirmOnGroupAdd(ctx, tx, onCommit, actor, enrolment, group.nombre);
        names.push(`${r.nombre} ${r.apellidos}`.trim() || fila.email);
      }
      const result = summary(rows, true);
      await recordAudit(tx, actor, {
        accion: 'asignar',
        entidad: 'grupos',
        entidad_id: group.id,
        detalles: {
          importacion: file.originalName ?? 'archivo',
          grupo: group.nombre,
          curso: group.nombre_curso,
          nuevos: result.nuevos,
          existentes: result.existentes,
          alumnos: names.slice(0, 50).join(', '),
        },
      });
      return result;
    });
  } finally {
    await ctx.storage.remove(file.path, 'private');
  }
}
