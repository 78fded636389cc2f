import type { Tx } from '../db/client';
import { certificaciones, habilidades, idiomas, programas, puestos } from '../db/schema/index';
import type { DemoPeople } from './demo-people';
import { item } from './demo-support';

/** Ana's profile (her CV): positions, education, a certification, languages and skills. */
export async function seedDemoProfile(tx: Tx, ids: { people: DemoPeople }): Promise<void> {
  const alumno = item(ids.people.students, 0);
  await tx.insert(puestos).values([
    {
      alumno,
      puesto: 'Analista de soporte',
      empresa: 'Redes del Bajío',
      fecha_inicio: '2022-03-01',
      fecha_fin: null,
      descripcion:
        'Soporte de segundo nivel a 300 usuarios; reportes de incidentes con Excel y SQL.',
    },
    {
      alumno,
      puesto: 'Técnica de soporte',
      empresa: 'Comercializadora Jalisco',
      fecha_inicio: '2019-08-01',
      fecha_fin: '2022-02-28',
      descripcion: 'Instalación de equipos, cableado estructurado y atención a usuarios.',
    },
  ]);
  await tx.insert(programas).values([
    {
      alumno,
      programa: 'Ingeniería en Sistemas Computacionales',
      institucion: 'Universidad de Guadalajara',
      fecha_inicio: '2014-08-01',
      fecha_fin: '2019-06-30',
    },
  ]);
  await tx.insert(certificaciones).values([
    {
      alumno,
      nombre: 'Cisco Certified Support Technician: Networking',
      institucion: 'Cisco',
      fecha: '2023-05-20',
      url: null,
    },
  ]);
  await tx.insert(idiomas).values([
    { alumno, idioma: 'Español', nivel: 'Nativo' },
    { alumno, idioma: 'Inglés', nivel: 'B2' },
  ]);
  await tx.insert(habilidades).values([
    { alumno, habilidad: 'Python', nivel: 4 },
    { alumno, habilidad: 'SQL', nivel: 4 },
    { alumno, habilidad: 'pandas', nivel: 3 },
    { alumno, habilidad: 'Redes TCP/IP', nivel: 3 },
    { alumno, habilidad: 'Power BI', nivel: 2 },
  ]);
}
