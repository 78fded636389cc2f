import type { Tx } from '../db/client';
import { articulos, categorias_blog, noticias } from '../db/schema/index';
import { daysAgo, item } from './demo-support';
import { uniqueSlugs } from './slug';

const categorias = [
  'Ciencia de datos',
  'Redes y Cisco',
  'Nube',
  'Ciberseguridad',
  'Carrera profesional',
] as const;

type Categoria = (typeof categorias)[number];

interface DemoArticle {
  nombre: string;
  descripcion: string;
  categoria: Categoria;
  contenido: string;
  diasAtras: number;
  activo?: 0 | 1;
}

const articles: DemoArticle[] = [
  {
    nombre: 'Cómo empezar en ciencia de datos con Python',
    descripcion:
      'Una ruta práctica de tres meses para pasar de las hojas de cálculo a pandas, visualización y tus primeros modelos.',
    categoria: 'Ciencia de datos',
    diasAtras: 3,
    contenido: `<h2>Por qué Python</h2>
<p>Python es hoy el idioma común de los equipos de datos: <strong>pandas</strong> para limpiar y
transformar, <strong>matplotlib</strong> y <strong>seaborn</strong> para visualizar y
<strong>scikit-learn</strong> para modelar.</p>
<h2>Una ruta de tres meses</h2>
<ul>
<li><strong>Mes 1:</strong> sintaxis, estructuras de datos y Jupyter Notebook.</li>
<li><strong>Mes 2:</strong> pandas, limpieza de datos y gráficas que cuentan una historia.</li>
<li><strong>Mes 3:</strong> regresión, clasificación y un proyecto propio para tu portafolio.</li>
</ul>
<p>Consulta la documentación oficial de <a href="https://pandas.pydata.org/docs/">pandas</a> y
practica con datos abiertos de tu ciudad.</p>`,
  },
  {
    nombre: 'Subneteo sin miedo: la guía rápida para el examen CCNA',
    descripcion:
      'El método de los números mágicos para calcular subredes en segundos, con ejemplos resueltos.',
    categoria: 'Redes y Cisco',
    diasAtras: 9,
    contenido: `<h2>El número mágico</h2>
<p>Resta a 256 el valor del último octeto significativo de la máscara: con
<strong>255.255.255.192</strong> el número mágico es 64, así que las subredes empiezan en 0, 64,
128 y 192.</p>
<h2>Ejemplo resuelto</h2>
<ul>
<li>Red: 192.168.10.0/26</li>
<li>Hosts por subred: 64 − 2 = 62</li>
<li>Broadcast de la primera subred: 192.168.10.63</li>
</ul>
<p>Practica diez ejercicios al día durante dos semanas y el subneteo dejará de ser un
obstáculo en el examen.</p>`,
  },
  {
    nombre: 'AWS, Azure o Google Cloud: ¿qué certificación conviene primero?',
    descripcion:
      'Comparamos las certificaciones de entrada de los tres grandes proveedores según el mercado laboral mexicano.',
    categoria: 'Nube',
    diasAtras: 16,
    contenido: `<h2>Lo que piden las vacantes</h2>
<p>En nuestro análisis de vacantes, <strong>AWS</strong> aparece en la mayoría de los puestos de
nube en Monterrey y Guadalajara, seguido de <strong>Azure</strong> en corporativos y gobierno.</p>
<ul>
<li><strong>AWS Cloud Practitioner:</strong> ideal para perfiles no técnicos y de preventa.</li>
<li><strong>Azure Fundamentals (AZ-900):</strong> útil si tu empresa usa Microsoft 365.</li>
<li><strong>Google Cloud Digital Leader:</strong> fuerte en analítica y datos.</li>
</ul>
<p>Nuestra recomendación: empieza por la nube que ya usa tu empleador actual.</p>`,
  },
  {
    nombre: 'Cinco hábitos de ciberseguridad para equipos de desarrollo',
    descripcion:
      'Prácticas sencillas que reducen la mayoría de los incidentes: secretos fuera del código, MFA y revisiones.',
    categoria: 'Ciberseguridad',
    diasAtras: 22,
    contenido: `<h2>La seguridad empieza en el repositorio</h2>
<ul>
<li>Nunca guardes contraseñas ni llaves en el código: usa variables de entorno o un gestor de secretos.</li>
<li>Activa la <strong>autenticación multifactor</strong> en todas tus cuentas de trabajo.</li>
<li>Actualiza dependencias cada semana y revisa sus avisos de seguridad.</li>
<li>Pide revisión de código para cada cambio, por pequeño que sea.</li>
<li>Registra los eventos importantes y revisa los registros con regularidad.</li>
</ul>
<p>Para profundizar, revisa el <a href="https://owasp.org/www-project-top-ten/">OWASP Top 10</a>.</p>`,
  },
  {
    nombre: 'Cómo preparar tu CV para una vacante de TI',
    descripcion:
      'Lo que sí leen los reclutadores: proyectos, resultados medibles y certificaciones vigentes.',
    categoria: 'Carrera profesional',
    diasAtras: 30,
    contenido: `<h2>Menos adjetivos, más resultados</h2>
<p>Un reclutador dedica menos de un minuto a cada CV. Cambia «responsable del soporte» por
<strong>«reduje el tiempo de atención de tickets de 8 a 3 horas»</strong>.</p>
<ul>
<li>Pon primero tus certificaciones vigentes (CCNA, AWS, Scrum).</li>
<li>Incluye un enlace a tu portafolio o repositorio de proyectos.</li>
<li>Adapta las palabras clave a cada vacante.</li>
</ul>`,
  },
  {
    nombre: 'Visualización de datos: cinco gráficas que todo analista debe dominar',
    descripcion:
      'Barras, líneas, dispersión, histogramas y mapas de calor: cuándo usar cada una y cuándo no.',
    categoria: 'Ciencia de datos',
    diasAtras: 41,
    contenido: `<h2>Elegir la gráfica correcta</h2>
<ul>
<li><strong>Barras:</strong> comparar categorías.</li>
<li><strong>Líneas:</strong> mostrar tendencias en el tiempo.</li>
<li><strong>Dispersión:</strong> relación entre dos variables.</li>
<li><strong>Histograma:</strong> la distribución de una variable.</li>
<li><strong>Mapa de calor:</strong> correlaciones entre muchas variables.</li>
</ul>
<p>Regla de oro: si necesitas explicar la gráfica, probablemente elegiste la equivocada.</p>`,
  },
  {
    nombre: 'VLANs explicadas con un ejemplo de oficina',
    descripcion:
      'Separar voz, datos e invitados en un mismo switch: configuración paso a paso en Cisco IOS.',
    categoria: 'Redes y Cisco',
    diasAtras: 55,
    contenido: `<h2>El escenario</h2>
<p>Una oficina con 40 equipos, teléfonos IP y una red de invitados comparte un solo switch. Con
<strong>VLANs</strong> separamos el tráfico sin comprar más equipo.</p>
<ul>
<li>VLAN 10: datos de empleados.</li>
<li>VLAN 20: telefonía IP.</li>
<li>VLAN 99: invitados, sin acceso a la red interna.</li>
</ul>
<p>En el curso de CCNA configuramos este escenario completo en Packet Tracer.</p>`,
  },
  {
    nombre: 'Git para equipos: ramas, revisiones y un historial que se entiende',
    descripcion:
      'Un flujo de trabajo sencillo con ramas cortas y solicitudes de cambio que cualquier equipo puede adoptar.',
    categoria: 'Carrera profesional',
    diasAtras: 62,
    contenido: `<h2>Ramas cortas</h2>
<p>Una rama por cambio y que viva <strong>pocos días</strong>: así las revisiones son pequeñas y los
conflictos, raros.</p>
<ul>
<li>Mensajes de commit que dicen <strong>por qué</strong>, no solo qué.</li>
<li>Revisión obligatoria antes de integrar.</li>
<li>Pruebas automáticas en cada solicitud de cambio.</li>
</ul>`,
  },
  {
    nombre: 'SQL para analistas: las diez consultas que más vas a usar',
    descripcion:
      'Filtros, agrupaciones, uniones y funciones de ventana explicadas con una tabla de ventas.',
    categoria: 'Ciencia de datos',
    diasAtras: 70,
    contenido: `<h2>De la hoja de cálculo a SQL</h2>
<p>Casi todo lo que haces con tablas dinámicas se resuelve con <strong>GROUP BY</strong>.</p>
<ul>
<li><strong>WHERE</strong> para filtrar filas.</li>
<li><strong>JOIN</strong> para unir clientes y pedidos.</li>
<li><strong>ROW_NUMBER()</strong> para quedarte con el pedido más reciente de cada cliente.</li>
</ul>`,
  },
  {
    nombre: 'OSPF en una tarde: áreas, costos y vecinos',
    descripcion:
      'Los conceptos de OSPF que aparecen en el examen CCNA, con una topología de tres routers.',
    categoria: 'Redes y Cisco',
    diasAtras: 78,
    contenido: `<h2>Cómo elige OSPF una ruta</h2>
<p>OSPF calcula el <strong>costo</strong> de cada enlace a partir de su ancho de banda y elige el
camino de menor costo total.</p>
<ul>
<li>Los routers forman adyacencias con sus vecinos.</li>
<li>El área 0 es la columna vertebral.</li>
<li><strong>show ip ospf neighbor</strong> es tu mejor amigo.</li>
</ul>`,
  },
  {
    nombre: 'Contenedores sin misterio: Docker para administradores de sistemas',
    descripcion:
      'Imágenes, contenedores y volúmenes explicados para quien viene de administrar servidores.',
    categoria: 'Nube',
    diasAtras: 85,
    contenido: `<h2>Un proceso, no una máquina</h2>
<p>Un contenedor es un proceso aislado con su propio sistema de archivos, no una máquina
virtual completa.</p>
<ul>
<li>La <strong>imagen</strong> es la receta; el <strong>contenedor</strong>, el platillo.</li>
<li>Los <strong>volúmenes</strong> guardan los datos que deben sobrevivir.</li>
</ul>`,
  },
  {
    nombre: 'Phishing: cómo entrenar a tu organización para detectarlo',
    descripcion:
      'Campañas de práctica, señales de alerta y un proceso claro para reportar correos sospechosos.',
    categoria: 'Ciberseguridad',
    diasAtras: 92,
    contenido: `<h2>Las señales de alerta</h2>
<ul>
<li>Urgencia artificial: «tu cuenta se bloqueará hoy».</li>
<li>Remitentes parecidos pero no iguales.</li>
<li>Enlaces que no llevan a donde dicen.</li>
</ul>
<p>Lo más importante: que reportar sea <strong>fácil</strong> y nunca motivo de regaño.</p>`,
  },
  {
    nombre: 'Entrevistas técnicas: cómo prepararte en dos semanas',
    descripcion:
      'Un plan diario para repasar fundamentos, practicar problemas y contar tus proyectos con claridad.',
    categoria: 'Carrera profesional',
    diasAtras: 100,
    contenido: `<h2>El plan</h2>
<ul>
<li><strong>Días 1 a 5:</strong> fundamentos de tu área.</li>
<li><strong>Días 6 a 10:</strong> problemas prácticos con tiempo medido.</li>
<li><strong>Días 11 a 14:</strong> simulacros y tus historias de proyectos.</li>
</ul>`,
  },
  {
    nombre: 'Power BI desde cero: tu primer tablero en una hora',
    descripcion:
      'Conecta una hoja de cálculo, limpia los datos con Power Query y publica un tablero interactivo.',
    categoria: 'Ciencia de datos',
    diasAtras: 110,
    contenido: `<h2>Tres pasos</h2>
<ul>
<li>Obtén los datos y límpialos con <strong>Power Query</strong>.</li>
<li>Crea medidas con DAX, como ventas del mes anterior.</li>
<li>Diseña el tablero pensando en la pregunta que responde.</li>
</ul>`,
  },
  {
    nombre: 'Borrador: tendencias de inteligencia artificial para el próximo año',
    descripcion: 'Notas para un artículo en preparación.',
    categoria: 'Ciencia de datos',
    diasAtras: 1,
    activo: 0,
    contenido: '<p>Artículo en preparación.</p>',
  },
];

const news = [
  {
    nombre: 'La demanda de especialistas en nube crece en el Bajío',
    medio: 'Tecnología Hoy',
    diasAtras: 5,
  },
  {
    nombre: 'Empresas mexicanas buscan analistas de datos con Python y SQL',
    medio: 'Diario Digital MX',
    diasAtras: 12,
  },
  {
    nombre: 'Certificaciones de redes: las más solicitadas por los reclutadores',
    medio: 'Revista Conecta',
    diasAtras: 26,
  },
  {
    nombre: 'Ciberseguridad, la habilidad mejor pagada del sector TI',
    medio: 'Negocios y Tecnología',
    diasAtras: 38,
  },
];

/** Blog categories, articles (more than a page of them, and one inactive draft) and news items. */
export async function seedDemoBlog(tx: Tx, ids: { autor: number }): Promise<void> {
  const categoryRows = await tx
    .insert(categorias_blog)
    .values(categorias.map((nombre) => ({ nombre })))
    .returning({ id: categorias_blog.id, nombre: categorias_blog.nombre });
  const categoryId = (nombre: Categoria) => {
    const row = categoryRows.find((r) => r.nombre === nombre);
    if (!row) throw new Error(`demo data: blog category ${nombre} missing`);
    return row.id;
  };

  const slugs = uniqueSlugs(articles.map((a) => a.nombre));
  await tx.insert(articulos).values(
    articles.map((a, i) => ({
      nombre: a.nombre,
      descripcion: a.descripcion,
      contenido: a.contenido,
      activo: a.activo ?? 1,
      categoria: categoryId(a.categoria),
      slug: item(slugs, i),
      fecha: daysAgo(a.diasAtras),
      updated_at: daysAgo(a.diasAtras),
      autor: ids.autor,
    })),
  );

  const newsSlugs = uniqueSlugs(news.map((n) => n.nombre));
  await tx.insert(noticias).values(
    news.map((n, i) => ({
      nombre: n.nombre,
      medio: n.medio,
      // example.com is reserved for examples: a demo link never points at a real outlet.
      link: `https://example.com/noticias/${item(newsSlugs, i)}`,
      activo: 1,
      fecha: daysAgo(n.diasAtras),
    })),
  );
}
