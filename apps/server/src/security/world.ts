import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createApplicant,
  createArticle,
  createBlogCategory,
  createJob,
  createNews,
} from '../../test/blog-factories';
import { createMaterial, createQuiz } from '../../test/content-factories';
import {
  createCourse,
  createCourseCategory,
  createSubtopic,
  createTopic,
  enrol,
} from '../../test/course-factories';
import {
  createEvaluationQuestion,
  createSubmittedAttempt,
} from '../../test/evaluations-admin-factories';
import {
  createAdmin,
  createStudent,
  createTeacher,
  loginAs,
  type UserRow,
} from '../../test/factories';
import { createForumAnswer, createForumReply } from '../../test/forum-admin-factories';
import { addMember, createGroup, createPayment } from '../../test/groups-payments-factories';
import { createEvaluation, createForum, createLearningCourse } from '../../test/learning-factories';
import {
  certificaciones,
  certificados,
  habilidades,
  idiomas,
  preferencias_carrera,
  programas,
  puestos,
  tokens,
  users,
} from '../db/schema/index';
import { generateKey, hashKey, TOKEN_LIFETIME_MS } from '../platform/auth/tokens';

/**
 * A new session of a user, straight into the tokens table: for calls that end the session they
 * are sent with (logout), without a login per request and its rate limit.
 */
export async function newSession(app: FastifyInstance, userId: number): Promise<string> {
  const key = generateKey();
  await app.ctx.db.insert(tokens).values({
    user_id: userId,
    key_hash: hashKey(key),
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  return `token ${key}`;
}

/** The calls that delete one of a student's profile items, each from its own table. */
export const PROFILE_ITEM_CALLS = [
  'deletePuesto',
  'deleteEducacion',
  'deleteCertificacion',
  'deleteIdioma',
  'deleteHabilidad',
] as const;
/**
 * The calls that edit one of a student's profile items. Each gets an item of its own: the
 * matrix makes the deletes first, which would leave an edit nothing to find.
 */
export const PROFILE_ITEM_EDIT_CALLS = [
  'actualizarPuesto',
  'actualizarEducacion',
  'actualizarCertificacion',
  'actualizarIdioma',
  'actualizarHabilidad',
] as const;
export type ProfileItemCall =
  | (typeof PROFILE_ITEM_CALLS)[number]
  | (typeof PROFILE_ITEM_EDIT_CALLS)[number];

/** What one student owns in the world: the ids another student must never use. */
export interface StudentData {
  user: UserRow;
  auth: string;
  enrolment: number;
  attempt: number;
  forumAnswer: number;
  payment: number;
  certificate: string;
  profileItems: Record<ProfileItemCall, number>;
}

export interface World {
  admin: { user: UserRow; auth: string };
  teacher: { user: UserRow; auth: string };
  /**
   * Another teacher, of a group of another course: every call that declares `teaches` must
   * refuse them the world's course, group, students and forum (decision 022).
   */
  otherTeacher: { user: UserRow; auth: string };
  a: StudentData;
  b: StudentData;
  /** A student enrolled in nothing: the course's lessons, forum and evaluations are closed. */
  outsiderAuth: string;
  /** Logged in, then deactivated: the token stays in the table but opens nothing. */
  deactivatedAuth: string;
  /** Logged in, then logged out through the API. */
  revokedAuth: string;
  /** The people administrators' calls act on, so the matrix never locks out a caller. */
  victim: { student: UserRow; enrolment: number; teacher: UserRow; admin: UserRow };
  course: { id: number; slug: string; category: number };
  topic: number;
  subtopic: number;
  quiz: number;
  evaluation: number;
  evaluationQuestion: number;
  forum: number;
  group: number;
  blog: { category: number; article: number; slug: string; news: number };
  job: string;
  /** An application to the world's vacancy, whose state staff change (issue 26). */
  applicant: number;
  /** Rows that exist only to be deleted by an administrator's call. */
  spare: {
    topic: number;
    subtopic: number;
    material: number;
    evaluation: number;
    evaluationQuestion: number;
    forumAnswer: number;
    forumReply: number;
    courseCategory: number;
    blogCategory: number;
    /** A draft course without students, for the lifecycle calls (publish, archive, delete). */
    course: number;
  };
  /** Right answers to the world's evaluation, as a student submits them. */
  rightAnswers: { pregunta: number; respuesta: number | number[] }[];
  topicOrder: { id: number; orden: number }[];
  subtopicOrder: { id: number; orden: number }[];
}

async function profileItemsOf(
  app: FastifyInstance,
  alumno: number,
): Promise<Record<ProfileItemCall, number>> {
  const toDelete = await insertProfileItems(app, alumno);
  const toEdit = await insertProfileItems(app, alumno);
  return {
    ...toDelete,
    actualizarPuesto: toEdit.deletePuesto,
    actualizarEducacion: toEdit.deleteEducacion,
    actualizarCertificacion: toEdit.deleteCertificacion,
    actualizarIdioma: toEdit.deleteIdioma,
    actualizarHabilidad: toEdit.deleteHabilidad,
  };
}

async function insertProfileItems(
  app: FastifyInstance,
  alumno: number,
): Promise<Record<(typeof PROFILE_ITEM_CALLS)[number], number>> {
  const db = app.ctx.db;
  const id = (rows: { id: number }[]) => {
    const row = rows[0];
    if (!row) throw new Error('profile item: insert returned nothing');
    return row.id;
  };
  return {
    deletePuesto: id(
      await db.insert(puestos).values({ alumno, puesto: 'Analista' }).returning({ id: puestos.id }),
    ),
    deleteEducacion: id(
      await db
        .insert(programas)
        .values({ alumno, programa: 'Ingeniería' })
        .returning({ id: programas.id }),
    ),
    deleteCertificacion: id(
      await db
        .insert(certificaciones)
        .values({ alumno, nombre: 'Scrum' })
        .returning({ id: certificaciones.id }),
    ),
    deleteIdioma: id(
      await db.insert(idiomas).values({ alumno, idioma: 'Inglés' }).returning({ id: idiomas.id }),
    ),
    deleteHabilidad: id(
      await db
        .insert(habilidades)
        .values({ alumno, habilidad: 'SQL' })
        .returning({ id: habilidades.id }),
    ),
  };
}

/**
 * One academy with every kind of record the API can name: a course with topics, lessons, a
 * quiz and a material, an evaluation with a submitted attempt, a forum with answers, a group
 * with payments, certificates, profile items, blog, news and a job; students A and B enrolled
 * side by side, so each owns records of the same kind the other could try to use.
 */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const ctx = app.ctx;
  const adminUser = await createAdmin(ctx);
  const teacherUser = await createTeacher(ctx);
  const { course, topics, lessons } = await createLearningCourse(ctx);
  const [t1, t2] = topics;
  const [s1, s2, s3] = lessons;
  const evaluation = await createEvaluation(ctx, course.id, { no_intentos: 3 });
  const [firstQuestion] = evaluation.questions;
  if (!t1 || !t2 || !s1 || !s2 || !s3 || !firstQuestion) {
    throw new Error('world: learning course incomplete');
  }
  const forum = await createForum(ctx, course.id);
  const group = await createGroup(ctx, course.id, { profesor: teacherUser.id });
  const otherTeacherUser = await createTeacher(ctx);
  await createGroup(ctx, (await createCourse(ctx)).id, { profesor: otherTeacherUser.id });
  const quiz = await createQuiz(ctx, s1.id, 1);

  async function student(name: string): Promise<StudentData> {
    const user = await createStudent(ctx, { first_name: name });
    const enrolment = await enrol(ctx, user.id, course.id);
    await addMember(ctx, group.id, user.id, { alumno_curso: enrolment.id });
    const attempt = await createSubmittedAttempt(ctx, enrolment.id, evaluation.evaluation.id, [], {
      calificacion: '0.00',
      resultado: 0,
    });
    const answer = await createForumAnswer(ctx, forum.id, user.id, { alumno_curso: enrolment.id });
    const payment = await createPayment(ctx, {
      grupo: group.id,
      alumno: user.id,
      registrado_por: adminUser.id,
    });
    const [certificate] = await ctx.db
      .insert(certificados)
      .values({ alumno_curso: enrolment.id, generado_por: adminUser.id })
      .returning();
    if (!certificate) throw new Error('world: certificate insert returned nothing');
    return {
      user,
      auth: await loginAs(app, user.email),
      enrolment: enrolment.id,
      attempt: attempt.id,
      forumAnswer: answer.id,
      payment: payment.id,
      certificate: certificate.unique_id,
      profileItems: await profileItemsOf(app, user.id),
    };
  }
  const a = await student('Alicia');
  const b = await student('Bruno');

  const outsider = await createStudent(ctx);
  const deactivated = await createStudent(ctx);
  const deactivatedAuth = await loginAs(app, deactivated.email);
  await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, deactivated.id));

  const revoked = await createStudent(ctx);
  const revokedAuth = await loginAs(app, revoked.email);
  const logout = await app.inject({
    method: 'POST',
    url: '/api/logout/',
    headers: { authorization: revokedAuth },
    payload: {},
  });
  if (logout.statusCode !== 200) throw new Error(`world: logout failed ${logout.body}`);

  const victimStudent = await createStudent(ctx, { first_name: 'Víctor' });
  const victimEnrolment = await enrol(ctx, victimStudent.id, course.id);
  await addMember(ctx, group.id, victimStudent.id, { alumno_curso: victimEnrolment.id });
  // The victim lets staff open their platform CV, so an administrator's getEnlaceCvPlataforma
  // is admitted (issue 26).
  await ctx.db.insert(preferencias_carrera).values({ alumno: victimStudent.id, cv_visible: true });
  const job = await createJob(ctx);

  const blogCategory = await createBlogCategory(ctx);
  const article = await createArticle(ctx, { categoria: blogCategory.id });
  const spareSubtopic = await createSubtopic(ctx, t2.id, { orden: 2 });
  const spareQuestion = await createEvaluationQuestion(ctx, evaluation.evaluation.id, {
    orden: 3,
  });

  return {
    admin: { user: adminUser, auth: await loginAs(app, adminUser.email) },
    teacher: { user: teacherUser, auth: await loginAs(app, teacherUser.email) },
    otherTeacher: { user: otherTeacherUser, auth: await loginAs(app, otherTeacherUser.email) },
    a,
    b,
    outsiderAuth: await loginAs(app, outsider.email),
    deactivatedAuth,
    revokedAuth,
    victim: {
      student: victimStudent,
      enrolment: victimEnrolment.id,
      teacher: await createTeacher(ctx),
      admin: await createAdmin(ctx),
    },
    course: { id: course.id, slug: course.slug, category: course.categoria },
    topic: t1.id,
    subtopic: s1.id,
    quiz: quiz.id,
    evaluation: evaluation.evaluation.id,
    evaluationQuestion: firstQuestion.id,
    forum: forum.id,
    group: group.id,
    blog: {
      category: blogCategory.id,
      article: article.id,
      slug: article.slug,
      news: (await createNews(ctx)).id,
    },
    job: job.unique_id,
    applicant: (await createApplicant(ctx, job.id)).id,
    spare: {
      topic: (await createTopic(ctx, course.id, { orden: 3 })).id,
      subtopic: spareSubtopic.id,
      material: (await createMaterial(ctx, s2.id, 'materiales/repuesto.pdf')).id,
      evaluation: (await createEvaluation(ctx, course.id)).evaluation.id,
      evaluationQuestion: spareQuestion.question.id,
      forumAnswer: (await createForumAnswer(ctx, forum.id, victimStudent.id)).id,
      forumReply: (await createForumReply(ctx, b.forumAnswer, a.user.id)).id,
      courseCategory: (await createCourseCategory(ctx)).id,
      blogCategory: (await createBlogCategory(ctx)).id,
      course: (await createCourse(ctx, { estado: 'borrador' })).id,
    },
    rightAnswers: evaluation.right,
    topicOrder: [
      { id: t1.id, orden: 1 },
      { id: t2.id, orden: 2 },
    ],
    subtopicOrder: [
      { id: s1.id, orden: 1 },
      { id: s2.id, orden: 2 },
    ],
  };
}
