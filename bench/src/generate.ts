import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import {
  BENCH_PASSWORD,
  type Dataset,
  type GenerationReport,
  GRADEBOOK_SLUG,
  serverUrl,
} from './generate-shape';

/** The academy of issue 8 at scale 1; the small run multiplies every count by its scale. */
export function datasetAt(name: string, scale: number): Dataset {
  const n = (full: number, min = 1) => Math.max(min, Math.round(full * scale));
  return {
    name,
    scale,
    students: n(100_000),
    teachers: n(100, 2),
    courses: n(1_000, 5),
    completions: n(2_000_000),
    attempts: n(300_000),
    forumAnswers: n(500_000),
    payments: n(200_000),
    articles: n(20_000),
    jobs: n(5_000),
    skills: n(300, 20),
    applicants: n(100_000),
    vacancies: n(20_000),
  };
}

/** Skill names; each skill is one of these and its id, so every name is unique. */
const SKILL_NAMES = ['Python', 'SQL', 'Docker', 'Excel', 'Redes', 'Linux', 'Java', 'Power BI'];

/** Spanish names with accents, so the accent-less search of the admin lists has work to do. */
const FIRST_NAMES = [
  'José',
  'María',
  'Sofía',
  'Martín',
  'Ángel',
  'Lucía',
  'Andrés',
  'Inés',
  'Raúl',
  'Mónica',
  'Héctor',
  'Verónica',
  'Julián',
  'Begoña',
  'Ramón',
  'Adrián',
  'Érika',
  'Óscar',
  'Iván',
  'Nicolás',
  'Camila',
  'Valentina',
  'Diego',
  'Fernanda',
  'Joaquín',
  'Renée',
  'Jesús',
  'Rocío',
  'Germán',
  'Noemí',
  'Ana',
  'Luis',
  'Carmen',
  'Jorge',
  'Paula',
  'Tomás',
  'Elena',
  'Simón',
];
const LAST_NAMES = [
  'Pérez',
  'Gómez',
  'Hernández',
  'López',
  'Martínez',
  'Sánchez',
  'Ramírez',
  'Díaz',
  'Álvarez',
  'Muñoz',
  'Rodríguez',
  'Fernández',
  'García',
  'González',
  'Jiménez',
  'Núñez',
  'Peña',
  'Ordóñez',
  'Báez',
  'Cortés',
  'Domínguez',
  'Vázquez',
  'Gutiérrez',
  'Méndez',
  'Ibáñez',
  'Ruiz',
  'Castillo',
  'Ortiz',
  'Rojas',
  'Morales',
  'Suárez',
  'Ávila',
  'Chávez',
  'Acuña',
  'Beltrán',
];
const SUBJECTS = [
  'Programación en Python',
  'Diseño gráfico',
  'Contabilidad básica',
  'Administración de empresas',
  'Inglés para negocios',
  'Análisis de datos',
  'Fotografía digital',
  'Mercadotecnia digital',
  'Gestión de proyectos',
  'Logística y cadena de suministro',
  'Nutrición deportiva',
  'Electrónica aplicada',
  'Recursos humanos',
  'Atención al cliente',
  'Finanzas personales',
  'Desarrollo web',
  'Ciberseguridad',
  'Oratoria y comunicación',
  'Energías renovables',
  'Producción audiovisual',
];
const CITIES = [
  'Ciudad de México',
  'Guadalajara',
  'Monterrey',
  'Puebla',
  'Querétaro',
  'Mérida',
  'León',
  'Tijuana',
  'Austin',
  'Houston',
  'Los Ángeles',
  'Cancún',
  'San Luis Potosí',
  'Morelia',
];

const sqlArray = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;
/** The `i`-th item (any integer SQL expression) of a fixed list, cycling. */
const pick = (items: readonly string[], i: string) =>
  `(${sqlArray(items)})[1 + ((${i}) % ${items.length})]`;

/** Ids are explicit so that every table can find its parents by arithmetic, not by lookups. */
function steps(d: Dataset, passwordHash: string): { label: string; table: string; sql: string }[] {
  const T = d.teachers;
  const firstStudent = T + 2;
  const C = d.courses;
  const E = d.students * 3;
  const membership = Math.floor(E / 3);
  const attemptPairs = Math.min(3 * E, Math.round(d.attempts / 1.5));
  const hash = passwordHash.replaceAll("'", "''");
  const nombre = pick(FIRST_NAMES, 'g * 7');
  const paterno = pick(LAST_NAMES, 'g * 11 + g / 7');
  const materno = pick(LAST_NAMES, 'g * 13 + 5');
  const subject = (i: string) => pick(SUBJECTS, i);
  const paragraph =
    'La formación continua abre puertas: aquí repasamos conceptos clave, errores comunes y ' +
    'ejercicios prácticos para que sigas avanzando a tu ritmo, con ejemplos del día a día.';
  return [
    {
      label: 'usuarios (administrador, profesores, alumnos)',
      table: 'users',
      sql: `
insert into users (id, first_name, last_name, apellido_materno, email, username, password, tipo,
  is_staff, celular, empleo_actual, empresa, fecha_inscripcion)
select g,
  case when g = 1 then 'Administración' else ${nombre} end,
  case when g = 1 then 'Bench' else ${paterno} end,
  case when g = 1 then '' else ${materno} end,
  case when g = 1 then '${adminEmail}' when g <= ${T + 1} then 'profesor' || g || '@bench.conecta.mx'
    else 'alumno' || g || '@bench.conecta.mx' end,
  case when g = 1 then '${adminEmail}' when g <= ${T + 1} then 'profesor' || g || '@bench.conecta.mx'
    else 'alumno' || g || '@bench.conecta.mx' end,
  '${hash}',
  case when g = 1 then 0 when g <= ${T + 1} then 2 else 1 end,
  g = 1,
  '+52 55 ' || lpad((g % 10000)::text, 4, '0') || ' ' || lpad((g * 7 % 10000)::text, 4, '0'),
  ${pick(['Analista', 'Diseñadora', 'Contador', 'Estudiante', 'Gerente de ventas', 'Técnico'], 'g')},
  ${pick(['Comercializadora del Bajío', 'Grupo Peñasco', 'Tecnología Óptima', 'Servicios Ávila'], 'g / 3')},
  now() - make_interval(days => (g * 37 % 1500)::int, mins => (g % 1440)::int)
from generate_series(1, ${firstStudent + d.students - 1}) g`,
    },
    {
      label: 'categorías de curso',
      table: 'categorias_curso',
      sql: `insert into categorias_curso (id, nombre)
select g, ${subject('g - 1')} from generate_series(1, ${SUBJECTS.length}) g`,
    },
    {
      label: 'cursos',
      table: 'cursos',
      sql: `
insert into cursos (id, nombre, descripcion, horas_curso, categoria, precio, dias_plataforma, slug, imagen)
select g, ${subject('g')} || ' · nivel ' || (1 + g / ${SUBJECTS.length}),
  'Un curso práctico de ' || lower(${subject('g')}) || ' con ejercicios, evaluaciones y certificado.',
  20 + g % 60, 1 + g % ${SUBJECTS.length}, (990 + (g * 37 % 40) * 250)::numeric(12,2), 730,
  'curso-' || g, 'cursos/bench-' || (g % 20) || '.webp'
from generate_series(1, ${C}) g`,
    },
    {
      label: 'temas (10 por curso)',
      table: 'temas',
      sql: `insert into temas (id, curso, nombre, orden)
select g, (g - 1) / 10 + 1, 'Tema ' || ((g - 1) % 10 + 1) || ': ' || ${pick(['Introducción', 'Fundamentos', 'Práctica guiada', 'Casos de éxito', 'Herramientas', 'Planeación', 'Ejecución', 'Evaluación', 'Optimización', 'Cierre'], '(g - 1) % 10')}, (g - 1) % 10 + 1
from generate_series(1, ${C * 10}) g`,
    },
    {
      label: 'subtemas (10 por tema)',
      table: 'subtemas',
      sql: `insert into subtemas (id, tema, nombre, orden, nota, video, imagen)
select g, (g - 1) / 10 + 1, 'Lección ' || ((g - 1) % 10 + 1) || ': ' || ${pick(['conceptos', 'ejemplo práctico', 'ejercicio', 'lectura', 'repaso', 'caso real', 'demostración', 'preguntas frecuentes', 'actividad', 'resumen'], 'g')},
  (g - 1) % 10 + 1,
  '<p>' || repeat('${paragraph} ', 2 + g % 3) || '</p><ul><li>Objetivo de la lección</li><li>Material de apoyo</li></ul>',
  case when g % 3 = 0 then null else 'videos/bench-' || (g % 50) || '.mp4' end,
  case when g % 4 = 0 then 'imagenes/bench-' || (g % 30) || '.webp' end
from generate_series(1, ${C * 100}) g`,
    },
    {
      label: 'materiales (uno cada dos lecciones)',
      table: 'materiales',
      sql: `insert into materiales (id, subtema, nombre, archivo)
select g, g * 2, 'Guía de la lección ' || (g * 2), 'materiales/bench-' || (g % 40) || '.pdf'
from generate_series(1, ${C * 50}) g`,
    },
    {
      label: 'quizzes (uno cada cinco lecciones, 3 preguntas)',
      table: 'quizzes',
      sql: `insert into quizzes (id, subtema, nombre)
select g, g * 5, 'Práctica rápida' from generate_series(1, ${C * 20}) g;
insert into quiz_preguntas (id, quiz, pregunta, respuestas, respuesta_correcta, orden)
select g, (g - 1) / 3 + 1, '¿Qué opción describe mejor el concepto ' || g || '?',
  array['Opción A', 'Opción B', 'Opción C'], g % 3, (g - 1) % 3 + 1
from generate_series(1, ${C * 60}) g`,
    },
    {
      label: 'inscripciones (3 por alumno)',
      table: 'alumno_curso',
      sql: `insert into alumno_curso (id, alumno, curso, activo, fecha)
select g, ${firstStudent} + (g - 1) / 3, ((((g - 1) / 3) * 7 + ((g - 1) % 3) * 331) % ${C}) + 1,
  case when g % 50 = 0 then 0 else 1 end,
  now() - make_interval(days => (g * 37 % 300)::int, hours => (g % 24)::int)
from generate_series(1, ${E}) g`,
    },
    {
      label: 'subtemas terminados',
      table: 'subtema_completado',
      sql: `insert into subtema_completado (alumno_curso, subtema, fecha)
select ac.id, (ac.curso - 1) * 100 + ((g - 1) / ${E}) + 1,
  ac.fecha + make_interval(hours => (1 + (g - 1) / ${E} * 5 + g % 5)::int)
from generate_series(1, ${d.completions}) g
join alumno_curso ac on ac.id = (g - 1) % ${E} + 1`,
    },
    {
      label: 'evaluaciones (3 por curso, 10 preguntas de 4 opciones)',
      table: 'evaluaciones',
      sql: `insert into evaluaciones (id, curso, nombre, instrucciones, no_intentos, calificacion_aprobatoria)
select g, (g - 1) / 3 + 1, 'Evaluación ' || ((g - 1) % 3 + 1),
  '<p>Lee cada pregunta con atención. Tienes 3 intentos; aprueba con 70.</p>', 3, 70.00
from generate_series(1, ${C * 3}) g;
insert into evaluacion_preguntas (id, evaluacion, pregunta, tipo, orden)
select g, (g - 1) / 10 + 1, '¿Cuál es la afirmación correcta sobre el punto ' || ((g - 1) % 10 + 1) || ' del tema?',
  case when g % 5 = 0 then 2 else 1 end, (g - 1) % 10 + 1
from generate_series(1, ${C * 30}) g;
insert into evaluacion_respuestas (id, pregunta, respuesta, correcta, orden)
select g, q, 'Respuesta ' || o || ' de la pregunta ' || q,
  case when o = 1 + q % 4 or (q % 5 = 0 and o = 1 + (q + 1) % 4) then 1 else 0 end, o
from generate_series(1, ${C * 120}) g, lateral (select (g - 1) / 4 + 1 as q, (g - 1) % 4 + 1 as o) x`,
    },
    {
      label: 'intentos de evaluación',
      table: 'alumno_evaluacion_curso',
      sql: `create temporary table orden_evaluacion as
select p.evaluacion, jsonb_agg(jsonb_build_object('pregunta', p.id, 'respuestas',
  (select jsonb_agg(r.id order by r.orden) from evaluacion_respuestas r where r.pregunta = p.id))
  order by p.orden) as orden
from evaluacion_preguntas p group by p.evaluacion;
insert into alumno_evaluacion_curso (alumno_curso, evaluacion, no_intento, orden_preguntas,
  iniciado_en, fecha, calificacion, resultado)
select ac.id, ev.id, n, o.orden,
  ac.fecha + make_interval(days => (1 + p % 20)::int, hours => n),
  ac.fecha + make_interval(days => (1 + p % 20)::int, hours => n, mins => 25),
  nota.c, case when nota.c >= 70 then 1 else 0 end
from generate_series(0, ${attemptPairs - 1}) p
join alumno_curso ac on ac.id = p % ${E} + 1
join evaluaciones ev on ev.id = (ac.curso - 1) * 3 + 1 + p / ${E}
join orden_evaluacion o on o.evaluacion = ev.id
cross join lateral generate_series(1, 1 + p % 2) n
cross join lateral (select (case when n < 1 + p % 2 then 30 + p % 40 else 40 + p * 7 % 61 end)::numeric(5,2) as c) nota;
drop table orden_evaluacion`,
    },
    {
      label: 'foros y respuestas',
      table: 'foro_respuestas',
      sql: `insert into foros_discusion (id, curso, pregunta, respuestas_por_alumno)
select g, (g - 1) / 3 + 1, '¿Cómo aplicarías lo visto en el tema ' || ((g - 1) % 3 + 1) || ' en tu trabajo?', null
from generate_series(1, ${C * 3}) g;
insert into foro_respuestas (foro_discusion, usuario, alumno_curso, respuesta, fecha)
select (ac.curso - 1) * 3 + 1 + ((g - 1) / ${E}) % 3, ac.alumno, ac.id,
  'En mi caso lo aplicaría así: ' || ${pick(['organizando mejor el tiempo', 'con un tablero de tareas', 'revisando los indicadores cada semana', 'explicándolo a mi equipo', 'automatizando reportes'], 'g')} || '.',
  ac.fecha + make_interval(days => (g % 30)::int, mins => (g % 600)::int)
from generate_series(1, ${d.forumAnswers}) g
join alumno_curso ac on ac.id = (g - 1) % ${E} + 1`,
    },
    {
      label: 'grupos, miembros y pagos',
      table: 'pagos',
      sql: `insert into grupos (id, curso, nombre, profesor, fecha_inicio, fecha_fin, activo)
select g, (g - 1) / 2 + 1, 'Generación ' || (2025 + g % 2) || '-' || (1 + g % 2), 2 + g % ${T},
  current_date - 200 + g % 30, current_date + 165 + g % 30, 1
from generate_series(1, ${C * 2}) g;
insert into grupo_alumnos (id, grupo, alumno, alumno_curso, precio_venta, fecha)
select m + 1, (ac.curso - 1) * 2 + 1 + m % 2, ac.alumno, ac.id, (4000 + (m % 10) * 500)::numeric(12,2), ac.fecha
from generate_series(0, ${membership - 1}) m
join alumno_curso ac on ac.id = 3 * m + 1;
insert into pagos (alumno, grupo, monto, fecha, metodo_pago, registrado_por)
select ga.alumno, ga.grupo, round(ga.precio_venta / 4, 2), (ga.fecha + make_interval(days => ((g - 1) / ${membership} * 30 + g % 7)::int))::date,
  1 + g % 4, 1
from generate_series(1, ${d.payments}) g
join grupo_alumnos ga on ga.id = (g - 1) % ${membership} + 1`,
    },
    {
      label: 'certificados (una inscripción de cada quince)',
      table: 'certificados',
      sql: `insert into certificados (alumno_curso, fecha_reconocimiento, archivo, generado_por, created_at)
select ac.id, (ac.fecha + interval '60 days')::date, 'certificados/bench-' || ac.id || '.pdf', 1, ac.fecha + interval '60 days'
from alumno_curso ac where ac.id % 15 = 0`,
    },
    {
      label: 'artículos del blog',
      table: 'articulos',
      sql: `insert into categorias_blog (id, nombre)
select g, ${pick(['Tecnología', 'Educación', 'Empleo', 'Finanzas', 'Diseño', 'Idiomas', 'Salud', 'Emprendimiento', 'Comunicación', 'Ciencia', 'Productividad', 'Noticias de la academia'], 'g - 1')}
from generate_series(1, 12) g;
insert into articulos (id, nombre, descripcion, contenido, imagen, activo, categoria, slug, fecha, autor)
select g, 'Cómo mejorar en ' || lower(${subject('g')}) || ': guía ' || g,
  'Consejos prácticos de ' || lower(${subject('g')}) || ' para estudiantes y profesionistas.',
  '<h2>Introducción</h2><p>' || repeat('${paragraph} ', 8 + g % 8) || '</p><h2>Conclusión</h2><p>Sigue practicando.</p>',
  'articulos/bench-' || (g % 25) || '.webp', case when g % 10 = 0 then 0 else 1 end, 1 + g % 12,
  'como-mejorar-guia-' || g, now() - make_interval(days => (g * 13 % 1800)::int, hours => (g % 24)::int), 1
from generate_series(1, ${d.articles}) g`,
    },
    {
      label: 'vacantes y aplicantes',
      table: 'aplicantes',
      sql: `insert into jobs (id, nombre, descripcion, descripcion_corta, sueldo, modalidad, activo, created_at)
select g, ${pick(['Desarrollador(a) web', 'Diseñador(a) gráfico', 'Auxiliar contable', 'Ejecutivo(a) de ventas', 'Analista de datos', 'Coordinador(a) de logística'], 'g')} || ' ' || g,
  '<p>Buscamos a una persona con ganas de aprender. Ofrecemos prestaciones de ley y capacitación.</p>',
  'Vacante en ' || ${pick(CITIES, 'g')}, (12000 + g % 30 * 1000)::numeric(12,2), 1 + g % 3,
  case when g % 5 = 0 then 0 else 1 end, now() - make_interval(days => (g * 7 % 700)::int, mins => (g % 1440)::int)
from generate_series(1, ${d.jobs}) g;
insert into aplicantes (job, nombre, email, telefono, mensaje, fecha)
select (g - 1) % ${d.jobs} + 1, ${nombre} || ' ' || ${paterno}, 'aplicante' || g || '@correo.mx',
  '55' || lpad((g % 100000000)::text, 8, '0'), 'Me interesa la vacante, adjunto mis datos.',
  now() - make_interval(days => (g % 600)::int)
from generate_series(1, ${d.applicants}) g`,
    },
    {
      // Issue 26: what 'Oportunidades' ranks by. Course c teaches 3 skills and job j asks for
      // 4, spread by arithmetic over the list; half the students name one skill in their CV.
      label: 'competencias de cursos, vacantes y CV (getOportunidadesAlumno)',
      table: 'job_competencias',
      sql: `insert into competencias (id, nombre)
select g, ${pick(SKILL_NAMES, 'g')} || ' ' || g from generate_series(1, ${d.skills}) g;
insert into curso_competencias (curso, competencia)
select c, ((c * 7 + k * 53) % ${d.skills}) + 1
from generate_series(1, ${C}) c cross join generate_series(0, 2) k
on conflict do nothing;
insert into job_competencias (job, competencia)
select j, ((j * 11 + k * 37) % ${d.skills}) + 1
from generate_series(1, ${d.jobs}) j cross join generate_series(0, 3) k
on conflict do nothing;
insert into habilidades (alumno, habilidad, nivel)
select ${firstStudent} + g * 2, ${pick(SKILL_NAMES, 'x.m')} || ' ' || x.m, 1 + g % 5
from generate_series(0, ${Math.floor(d.students / 2) - 1}) g
cross join lateral (select g * 13 % ${d.skills} + 1 as m) x`,
    },
    {
      label: 'vacantes analizadas (getVacantes)',
      table: 'vacantes_analizadas',
      sql: `insert into vacantes_analizadas (puesto, empresa, sueldo_minimo, moneda, ciudad_actual, modalidad_actual, ultima_actualizacion)
select ${pick(['Ingeniero(a) de software', 'Gerente de proyecto', 'Contador(a) público', 'Diseñador(a) UX', 'Analista financiero', 'Técnico en electrónica', 'Científico(a) de datos'], 'g')},
  ${pick(['Grupo Peñasco', 'Tecnología Óptima', 'Servicios Ávila', 'Comercializadora del Bajío', 'Logística Núñez'], 'g / 7')},
  case when g % 11 = 0 then null when g % 5 = 0 then (3000 + g % 50 * 100)::numeric(12,2) else (9000 + g % 80 * 500)::numeric(12,2) end,
  case when g % 5 = 0 then 'USD' else 'MXN' end, ${pick(CITIES, 'g * 3')},
  ${pick(['Presencial', 'Remota', 'Híbrida'], 'g')}, current_date - (g % 365)
from generate_series(1, ${d.vacancies}) g`,
    },
    gradebookCourse(d, C, firstStudent),
  ];
}

/**
 * One more course with `gradebookEnrolments` students (5 000 at full size): the gradebook row
 * measures a course that large (issue 24). 4 topics of 5 lessons, 3 evaluations of 10 questions,
 * each enrolment with some lessons finished, attempts, forum answers, a group and a last
 * activity, varied by its number. Ids start at 10 000 001, past every other table's; the
 * students are the last ones, so the other rows' samples rarely meet them.
 */
function gradebookCourse(d: Dataset, C: number, firstStudent: number) {
  const G = gradebookEnrolments(d);
  const id = C + 1;
  const X = 10_000_000;
  const lastStudent = firstStudent + d.students - 1;
  return {
    label: `curso del libro de calificaciones (${G} inscripciones)`,
    table: 'alumno_curso',
    sql: `insert into cursos (id, nombre, descripcion, horas_curso, categoria, precio, dias_plataforma, slug)
values (${id}, 'Inducción para toda la empresa', 'El curso que toma todo el personal.', 12, 1, 0, 730, '${GRADEBOOK_SLUG}');
insert into temas (id, curso, nombre, orden) select ${X} + g, ${id}, 'Módulo ' || g, g from generate_series(1, 4) g;
insert into subtemas (id, tema, nombre, orden)
select ${X} + g, ${X} + (g - 1) / 5 + 1, 'Lección ' || g, (g - 1) % 5 + 1 from generate_series(1, 20) g;
insert into evaluaciones (id, curso, nombre, instrucciones, no_intentos, calificacion_aprobatoria)
select ${X} + g, ${id}, 'Examen ' || g, '<p>Tienes 3 intentos; aprueba con 70.</p>', 3, 70.00
from generate_series(1, 3) g;
insert into evaluacion_preguntas (id, evaluacion, pregunta, tipo, orden)
select ${X} + g, ${X} + (g - 1) / 10 + 1, '¿Cuál es la política correcta en el punto ' || g || '?', 1, (g - 1) % 10 + 1
from generate_series(1, 30) g;
insert into evaluacion_respuestas (id, pregunta, respuesta, correcta, orden)
select ${X} + g, ${X} + (g - 1) / 4 + 1, 'Respuesta ' || g, case when g % 4 = 1 then 1 else 0 end, (g - 1) % 4 + 1
from generate_series(1, 120) g;
insert into alumno_curso (id, alumno, curso, activo, fecha)
select ${X} + g, ${lastStudent} - g + 1, ${id}, case when g % 50 = 0 then 0 else 1 end,
  now() - make_interval(days => (g * 37 % 300)::int, hours => (g % 24)::int)
from generate_series(1, ${G}) g;
insert into subtema_completado (alumno_curso, subtema, fecha)
select ${X} + g, ${X} + k, now() - make_interval(days => k)
from generate_series(1, ${G}) g cross join generate_series(1, 20) k where k <= g % 21;
insert into alumno_evaluacion_curso (alumno_curso, evaluacion, no_intento, orden_preguntas, iniciado_en, fecha, calificacion, resultado)
select ${X} + g, ${X} + e, n, '[]'::jsonb, now() - make_interval(days => 3, hours => n), now() - make_interval(days => 3, hours => n, mins => -25),
  nota.c, case when nota.c >= 70 then 1 else 0 end
from generate_series(1, ${G}) g cross join generate_series(1, 3) e
cross join lateral generate_series(1, 1 + (g + e) % 2) n
cross join lateral (select (30 + (g * 7 + e * 13 + n * 17) % 71)::numeric(5,2) as c) nota
where (g + e) % 3 <> 0;
insert into foros_discusion (id, curso, pregunta, respuestas_por_alumno)
values (${X} + 1, ${id}, '¿Qué te llevas de la inducción?', null);
insert into foro_respuestas (foro_discusion, usuario, alumno_curso, respuesta, fecha)
select ${X} + 1, ac.alumno, ac.id, 'Me llevo la importancia de la seguridad.', now() - make_interval(days => ac.id % 30)
from alumno_curso ac cross join generate_series(1, 2) k
where ac.curso = ${id} and (ac.id + k) % 3 = 0;
insert into grupos (id, curso, nombre, profesor, fecha_inicio, fecha_fin, activo)
select ${X} + g, ${id}, 'Turno ' || g, 2, current_date - 30, current_date + 300, 1 from generate_series(1, 2) g;
insert into grupo_alumnos (id, grupo, alumno, alumno_curso, precio_venta, fecha)
select ac.id, ${X} + 1 + ac.id % 2, ac.alumno, ac.id, 0, ac.fecha from alumno_curso ac where ac.curso = ${id};
insert into ultima_actividad (alumno_curso, fecha)
select ac.id, now() - make_interval(mins => (ac.id * 37 % 100000)::int)
from alumno_curso ac where ac.curso = ${id} and ac.id % 4 <> 0`,
  };
}

/** The gradebook course's enrolments: 5 000 at full size, 50 at 1 %. */
export function gradebookEnrolments(d: Dataset): number {
  return Math.max(20, Math.round(5_000 * d.scale));
}

const adminEmail = 'admin@bench.conecta.mx';

async function resetDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

const TABLES = [
  'users',
  'cursos',
  'temas',
  'subtemas',
  'alumno_curso',
  'subtema_completado',
  'evaluaciones',
  'evaluacion_preguntas',
  'evaluacion_respuestas',
  'alumno_evaluacion_curso',
  'foro_respuestas',
  'grupo_alumnos',
  'pagos',
  'certificados',
  'articulos',
  'jobs',
  'aplicantes',
  'competencias',
  'job_competencias',
  'curso_competencias',
  'habilidades',
  'vacantes_analizadas',
];

/** Serial sequences continue after the explicit ids, so the app's own inserts still work. */
const RESYNC_SEQUENCES = `do $$
declare r record;
begin
  for r in select c.table_name, c.column_name from information_schema.columns c
    where c.table_schema = 'public' and c.column_default like 'nextval(%'
  loop
    execute format('select setval(pg_get_serial_sequence(%L, %L), coalesce((select max(%I) from %I), 0) + 1, false)',
      r.table_name, r.column_name, r.column_name, r.table_name);
  end loop;
end $$`;

/** Turns the gradebook figures' triggers (named `calificaciones_…`) off or on again. */
function gradebookTriggers(action: 'disable' | 'enable'): string {
  return `do $$ declare t record; begin
  for t in select tgrelid::regclass::text as tabla, tgname from pg_trigger
    where not tgisinternal and tgname like 'calificaciones\\_%'
  loop execute format('alter table %s ${action} trigger %I', t.tabla, t.tgname); end loop;
end $$`;
}

export async function generate(d: Dataset, passwordHash: string): Promise<GenerationReport> {
  const started = performance.now();
  await resetDatabase(d.name);
  const url = serverUrl(d.name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academia-bench-'));
  const database = await openDatabase({ databaseUrl: url, dataDir, inMemory: false });
  const timings: { label: string; seconds: number }[] = [];
  let t = performance.now();
  try {
    await database.migrate();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  timings.push({ label: 'migraciones del servidor', seconds: (performance.now() - t) / 1000 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The gradebook's figures (decision 026) are rebuilt once at the end: recomputed by their
    // triggers after every bulk step they would take the generation from 2 to 16 minutes.
    await client.query(gradebookTriggers('disable'));
    for (const step of steps(d, passwordHash)) {
      t = performance.now();
      await client.query(step.sql);
      const seconds = (performance.now() - t) / 1000;
      timings.push({ label: step.label, seconds });
      console.info(`  ${d.name}: ${step.label} (${seconds.toFixed(1)} s)`);
    }
    t = performance.now();
    await client.query(gradebookTriggers('enable'));
    await client.query('select calificaciones_reconstruir()');
    timings.push({
      label: 'cifras del libro de calificaciones',
      seconds: (performance.now() - t) / 1000,
    });
    t = performance.now();
    await client.query(RESYNC_SEQUENCES);
    // A settled database, as autovacuum leaves it: without the visibility map a fresh bulk
    // load turns every index-only count into a scan of the whole table.
    await client.query('vacuum analyze');
    timings.push({ label: 'secuencias y vacuum analyze', seconds: (performance.now() - t) / 1000 });
    const rows: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows: r } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      rows[table] = Number(r[0]?.n ?? 0);
    }
    const { rows: size } = await client.query<{ s: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as s',
    );
    return {
      dataset: d,
      timings,
      totalSeconds: (performance.now() - started) / 1000,
      rows,
      databaseSize: size[0]?.s ?? '',
      adminEmail,
    };
  } finally {
    await client.end();
  }
}

/** One argon2id hash for every account, computed once: hashing 100 000 would take hours. */
export function sharedPasswordHash(): Promise<string> {
  return hashPassword(BENCH_PASSWORD);
}
