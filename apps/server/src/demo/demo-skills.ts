import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  competencia_terminos,
  competencias,
  curso_competencias,
  cursos,
  job_competencias,
  jobs,
} from '../db/schema/index';
import { mapVacancies } from '../modules/skills/index';

interface DemoSkill {
  nombre: string;
  terminos?: string[];
  /** Slugs of the demo courses that teach it. */
  cursos?: string[];
  /** Names of the academy's own vacancies that require it. */
  jobs?: string[];
}

const DATOS = 'ciencia-de-datos-con-python';
const CCNA = 'cisco-ccna-200-301';
const SEGURIDAD = 'fundamentos-de-ciberseguridad';

/**
 * The demo's managed skills (issue 26): the three courses teach some, the academy's vacancies
 * require some, and the analysed vacancies' titles name them through the terms. Several are in
 * demand with no course (cloud, DevOps, Linux, BI, SRE), so the gap list has something to say.
 */
const skills: DemoSkill[] = [
  {
    nombre: 'Python',
    cursos: [DATOS],
    jobs: ['Desarrollador Python backend', 'Analista de datos Jr.'],
  },
  {
    nombre: 'Ciencia de datos',
    terminos: ['datos'],
    cursos: [DATOS],
    jobs: ['Analista de datos Jr.'],
  },
  { nombre: 'SQL', terminos: ['bases de datos'], cursos: [DATOS], jobs: ['Analista de datos Jr.'] },
  { nombre: 'Machine learning', terminos: ['ML'], cursos: [DATOS] },
  { nombre: 'Redes', cursos: [CCNA], jobs: ['Ingeniero de redes CCNA'] },
  { nombre: 'Cisco CCNA', terminos: ['CCNA'], cursos: [CCNA], jobs: ['Ingeniero de redes CCNA'] },
  {
    nombre: 'Ciberseguridad',
    terminos: ['seguridad', 'SOC'],
    cursos: [SEGURIDAD],
    jobs: ['Analista de ciberseguridad SOC'],
  },
  {
    nombre: 'Computación en la nube',
    terminos: ['nube', 'cloud', 'AWS'],
    jobs: ['Ingeniero DevOps (AWS)'],
  },
  { nombre: 'DevOps', jobs: ['Ingeniero DevOps (AWS)'] },
  { nombre: 'Linux' },
  { nombre: 'Business Intelligence', terminos: ['BI'] },
  { nombre: 'SRE' },
  { nombre: 'Soporte técnico' },
];

export async function seedDemoSkills(tx: Tx): Promise<void> {
  const rows = await tx
    .insert(competencias)
    .values(skills.map((s) => ({ nombre: s.nombre })))
    .returning({ id: competencias.id, nombre: competencias.nombre });
  const idOf = new Map(rows.map((r) => [r.nombre, r.id]));
  const skillId = (nombre: string) => {
    const id = idOf.get(nombre);
    if (id === undefined) throw new Error(`demo skill ${nombre} missing`);
    return id;
  };
  await tx
    .insert(competencia_terminos)
    .values(
      skills.flatMap((s) =>
        (s.terminos ?? []).map((termino) => ({ competencia: skillId(s.nombre), termino })),
      ),
    );
  const courseRows = await tx
    .select({ id: cursos.id, slug: cursos.slug })
    .from(cursos)
    .where(inArray(cursos.slug, [DATOS, CCNA, SEGURIDAD]));
  const courseOf = new Map(courseRows.map((c) => [c.slug, c.id]));
  await tx.insert(curso_competencias).values(
    skills.flatMap((s) =>
      (s.cursos ?? []).flatMap((slug) => {
        const curso = courseOf.get(slug);
        return curso === undefined ? [] : [{ curso, competencia: skillId(s.nombre) }];
      }),
    ),
  );
  const jobRows = await tx.select({ id: jobs.id, nombre: jobs.nombre }).from(jobs);
  const jobOf = new Map(jobRows.map((j) => [j.nombre, j.id]));
  await tx.insert(job_competencias).values(
    skills.flatMap((s) =>
      (s.jobs ?? []).flatMap((nombre) => {
        const job = jobOf.get(nombre);
        return job === undefined ? [] : [{ job, competencia: skillId(s.nombre) }];
      }),
    ),
  );
  // The analysed vacancies get their skills from their titles, as an import gives them.
  await mapVacancies(tx);
}
