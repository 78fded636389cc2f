import type { Tx } from '../db/client';
import { vacantes_analizadas } from '../db/schema/index';
import { between, dayAgo, pick, seededRandom } from './demo-support';

/** How many analysed vacancies the demo dashboard gets. */
export const DEMO_VACANCY_COUNT = 320;

/** Positions with monthly minimum-salary ranges in MXN and in USD. */
const positions: [puesto: string, mxn: [number, number], usd: [number, number]][] = [
  ['Analista de datos', [22000, 45000], [4200, 7000]],
  ['Científico de datos', [40000, 85000], [7500, 13000]],
  ['Ingeniero de datos', [45000, 90000], [8000, 14000]],
  ['Ingeniero de machine learning', [55000, 110000], [9500, 16500]],
  ['Especialista en Business Intelligence', [30000, 60000], [5500, 9000]],
  ['Administrador de bases de datos', [35000, 65000], [6500, 10500]],
  ['Ingeniero de redes', [30000, 60000], [5800, 9500]],
  ['Administrador de redes', [25000, 45000], [4800, 7800]],
  ['Ingeniero de soporte técnico', [15000, 28000], [3500, 5500]],
  ['Administrador de sistemas Linux', [30000, 55000], [6000, 9500]],
  ['Arquitecto de nube', [70000, 130000], [11000, 18000]],
  ['Ingeniero DevOps', [50000, 100000], [9000, 14500]],
  ['Ingeniero SRE', [55000, 105000], [9500, 15500]],
  ['Ingeniero de preventa cloud', [50000, 90000], [8500, 13500]],
  ['Analista de ciberseguridad', [35000, 70000], [6500, 10500]],
  ['Analista SOC', [25000, 45000], [5000, 8000]],
  ['Ingeniero de seguridad en la nube', [60000, 110000], [10000, 16000]],
  ['Desarrollador Python', [35000, 75000], [7000, 12000]],
  ['Desarrollador backend', [35000, 75000], [7000, 12000]],
  ['Gerente de proyectos de TI', [55000, 95000], [9000, 14000]],
];

const levels = [
  { sufijo: ' Jr.', desde: 0 },
  { sufijo: '', desde: 1 / 3 },
  { sufijo: ' Sr.', desde: 2 / 3 },
];

/** Mexican cities, weighted roughly by how many IT vacancies each publishes. */
const mexicanCities: [string, number][] = [
  ['Ciudad de México', 30],
  ['Guadalajara', 15],
  ['Monterrey', 15],
  ['Querétaro', 8],
  ['Tijuana', 5],
  ['Puebla', 5],
  ['Mérida', 4],
  ['León', 4],
  ['Toluca', 3],
  ['Aguascalientes', 3],
  ['Chihuahua', 3],
  ['San Luis Potosí', 3],
  ['Hermosillo', 2],
];

const usCities = [
  'Austin',
  'Dallas',
  'Houston',
  'San Antonio',
  'San Diego',
  'Los Ángeles',
  'Phoenix',
  'Miami',
  'Chicago',
  'Nueva York',
];

const mexicanCompanies = [
  'Datalógica',
  'Redes del Bajío',
  'Norte Software',
  'Nubia Cloud Services',
  'Banco Meridiano',
  'Seguros Altamira',
  'Logística Sierra Madre',
  'Telecom Anáhuac',
  'Fintech Quetzal',
  'Manufacturas del Norte',
  'Retail Plaza Central',
  'Consultoría Ixtli',
  'Red Médica Aurora',
  'Autopartes del Bajío',
  'Energía Solar Sonora',
  'Agencia Digital Colibrí',
  'Laboratorios Cenzontle',
  'Universidad Tecnológica del Valle',
];

const usCompanies = [
  'Lone Star Analytics',
  'Pacific Data Labs',
  'Sunbelt Logistics',
  'Harbor Financial Group',
  'Desert Cloud Systems',
  'Bayview Health Network',
  'Midwest Retail Co.',
  'Gulf Coast Energy',
];

const modalities: [string, number][] = [
  ['Presencial', 40],
  ['Híbrido', 35],
  ['Remoto', 25],
];

function weighted(random: () => number, list: readonly [string, number][]): string {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of list) {
    r -= w;
    if (r < 0) return value;
  }
  return pick(random, list)[0];
}

type NewVacancy = typeof vacantes_analizadas.$inferInsert;

/**
 * A few hundred analysed vacancies for the dashboard: mostly Mexican cities in MXN, about one in
 * five in the USA in USD, salaries by position and seniority, a few without a published salary.
 * A fixed seed makes every demo the same; only the update dates follow the day it is created.
 */
export function demoVacancies(count = DEMO_VACANCY_COUNT): NewVacancy[] {
  const random = seededRandom(20240611);
  return Array.from({ length: count }, () => {
    const inUsa = random() < 0.2;
    const [puesto, mxn, usd] = pick(random, positions);
    const level = pick(random, levels);
    const [min, max] = inUsa ? usd : mxn;
    const step = inUsa ? 50 : 500;
    const amount = min + (max - min) * (level.desde + random() / 3);
    const withSalary = random() >= 0.05;
    return {
      puesto: `${puesto}${level.sufijo}`,
      empresa: pick(random, inUsa ? usCompanies : mexicanCompanies),
      sueldoMinimo: withSalary ? (Math.round(amount / step) * step).toFixed(2) : null,
      moneda: inUsa ? 'USD' : 'MXN',
      ciudadActual: inUsa ? pick(random, usCities) : weighted(random, mexicanCities),
      modalidadActual: weighted(random, modalities),
      ultima_actualizacion: dayAgo(between(random, 0, 120)),
    };
  });
}

/** Inserts the analysed vacancies in one statement. */
export async function seedDemoVacancies(tx: Tx): Promise<void> {
  await tx.insert(vacantes_analizadas).values(demoVacancies());
}
