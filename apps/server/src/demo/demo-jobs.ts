import type { Tx } from '../db/client';
import { aplicantes, jobs } from '../db/schema/index';
import { daysAgo, item } from './demo-support';

/** modalidad: 1 presencial, 2 remota, 3 híbrida. */
const vacancies = [
  {
    nombre: 'Analista de datos Jr.',
    descripcion_corta: 'Reportes y tableros con Python, SQL y Power BI para el área comercial.',
    sueldo: '28000.00',
    modalidad: 3,
    diasAtras: 4,
    descripcion: `<h2>Responsabilidades</h2>
<ul>
<li>Preparar reportes semanales de ventas con SQL y Python.</li>
<li>Mantener tableros en Power BI.</li>
<li>Validar la calidad de los datos con el equipo de TI.</li>
</ul>
<h2>Requisitos</h2>
<ul>
<li>Python con pandas y SQL intermedio.</li>
<li>Deseable: certificado de ciencia de datos.</li>
</ul>
<p><strong>Ofrecemos:</strong> prestaciones de ley, vales de despensa y dos días de trabajo en casa.</p>`,
  },
  {
    nombre: 'Ingeniero de redes CCNA',
    descripcion_corta: 'Administración de switches y routers Cisco en corporativo de Monterrey.',
    sueldo: '42000.00',
    modalidad: 1,
    diasAtras: 8,
    descripcion: `<h2>Responsabilidades</h2>
<ul>
<li>Configurar VLANs, OSPF y listas de acceso en equipos Cisco.</li>
<li>Atender incidentes de red de segundo nivel.</li>
<li>Documentar la topología y los cambios.</li>
</ul>
<h2>Requisitos</h2>
<ul>
<li>Certificación <strong>CCNA</strong> vigente.</li>
<li>Dos años de experiencia en redes empresariales.</li>
</ul>`,
  },
  {
    nombre: 'Ingeniero DevOps (AWS)',
    descripcion_corta: 'Automatización de infraestructura en AWS con Terraform y GitHub Actions.',
    sueldo: '65000.00',
    modalidad: 2,
    diasAtras: 12,
    descripcion: `<h2>Responsabilidades</h2>
<ul>
<li>Definir infraestructura como código con Terraform.</li>
<li>Mantener las canalizaciones de integración y despliegue continuo.</li>
<li>Monitorear costos y disponibilidad de los servicios.</li>
</ul>
<p><strong>Trabajo 100 % remoto</strong> desde cualquier ciudad de México.</p>`,
  },
  {
    nombre: 'Analista de ciberseguridad SOC',
    descripcion_corta:
      'Monitoreo de eventos de seguridad y respuesta a incidentes en turno matutino.',
    sueldo: '38000.00',
    modalidad: 3,
    diasAtras: 20,
    descripcion: `<h2>Responsabilidades</h2>
<ul>
<li>Analizar alertas del SIEM y clasificar incidentes.</li>
<li>Proponer mejoras a las reglas de detección.</li>
</ul>
<h2>Requisitos</h2>
<ul>
<li>Conocimientos de redes TCP/IP y sistemas Linux.</li>
<li>Deseable: Security+ o CyberOps Associate.</li>
</ul>`,
  },
  {
    nombre: 'Desarrollador Python backend',
    descripcion_corta: 'APIs con FastAPI y PostgreSQL para una fintech en crecimiento.',
    sueldo: null,
    modalidad: 2,
    diasAtras: 60,
    activo: 0,
    descripcion: `<p>Vacante cubierta. Gracias a todas las personas que se postularon.</p>`,
  },
];

/** Applicants by vacancy position above. CVs stay null: no files exist in a new data folder. */
const applicants = [
  {
    job: 0,
    nombre: 'Daniela Torres Rivas',
    email: 'daniela.torres@correo.test',
    celular: '+52 55 6102 3344',
    telefono: '',
    mensaje:
      'Terminé el curso de ciencia de datos y tengo un portafolio con tres proyectos en pandas.',
    diasAtras: 2,
  },
  {
    job: 0,
    nombre: 'Ricardo Salinas Mora',
    email: 'ricardo.salinas@correo.test',
    celular: '+52 33 2210 8890',
    telefono: '33 3615 2200',
    mensaje: 'Trabajo con Excel y SQL desde hace dos años y busco crecer en análisis de datos.',
    diasAtras: 3,
  },
  {
    job: 1,
    nombre: 'Fernanda Ibarra Lugo',
    email: 'fernanda.ibarra@correo.test',
    celular: '+52 81 1456 7720',
    telefono: '',
    mensaje: 'Cuento con CCNA vigente y experiencia en soporte de redes en planta industrial.',
    diasAtras: 6,
  },
  {
    job: 2,
    nombre: 'Héctor Campos Núñez',
    email: 'hector.campos@correo.test',
    celular: '+52 442 318 5501',
    telefono: '',
    mensaje: 'Certificado AWS Solutions Architect Associate, tres años con Terraform.',
    diasAtras: 10,
  },
  {
    job: 4,
    nombre: 'Sofía Delgado Paz',
    email: 'sofia.delgado@correo.test',
    celular: '+52 222 509 1188',
    telefono: '',
    mensaje: 'Desarrolladora Python con experiencia en Django y FastAPI.',
    diasAtras: 45,
  },
];

/** The academy's own vacancies (one closed) and a few applicants to them. */
export async function seedDemoJobs(tx: Tx): Promise<void> {
  const rows = await tx
    .insert(jobs)
    .values(
      vacancies.map((v) => ({
        nombre: v.nombre,
        descripcion: v.descripcion,
        descripcion_corta: v.descripcion_corta,
        sueldo: v.sueldo,
        modalidad: v.modalidad,
        activo: v.activo ?? 1,
        created_at: daysAgo(v.diasAtras),
        updated_at: daysAgo(v.diasAtras),
      })),
    )
    .returning({ id: jobs.id });

  await tx.insert(aplicantes).values(
    applicants.map(({ job, diasAtras, ...a }) => ({
      ...a,
      job: item(rows, job).id,
      fecha: daysAgo(diasAtras, 12),
    })),
  );
}
