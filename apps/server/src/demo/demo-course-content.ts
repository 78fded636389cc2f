/** The texts of the demo courses: topics, lessons (with their HTML notes) and practice quizzes. */

export interface LessonText {
  nombre: string;
  nota: string;
}

export interface TopicText {
  nombre: string;
  subtemas: LessonText[];
}

export interface QuizText {
  /** The lesson (by name) the quiz belongs to. */
  subtema: string;
  nombre: string;
  preguntas: { pregunta: string; respuestas: string[]; respuestaCorrecta: number }[];
}

export interface MaterialText {
  subtema: string;
  nombre: string;
  /** Path in the public uploads area; the file is written when the demo is created. */
  archivo: string;
  contenido: string;
}

export const pythonTopics: TopicText[] = [
  {
    nombre: 'Fundamentos de Python',
    subtemas: [
      {
        nombre: 'Instalación y Jupyter Notebook',
        nota: `<h2>Tu entorno de trabajo</h2>
<p>Instala <strong>Python 3</strong> desde <a href="https://www.python.org/downloads/">python.org</a>
y después Jupyter con <strong>pip install notebook</strong>.</p>
<ul>
<li>Abre una terminal y ejecuta <strong>jupyter notebook</strong>.</li>
<li>Crea un cuaderno nuevo y escribe tu primera celda: <strong>print("Hola, datos")</strong>.</li>
</ul>`,
      },
      {
        nombre: 'Tipos de datos y estructuras',
        nota: `<h2>Los bloques básicos</h2>
<p>Python trabaja con números, cadenas y valores lógicos, y los agrupa en cuatro estructuras.</p>
<ul>
<li><strong>Listas:</strong> colecciones ordenadas y modificables.</li>
<li><strong>Tuplas:</strong> colecciones ordenadas que no cambian.</li>
<li><strong>Diccionarios:</strong> pares de clave y valor.</li>
<li><strong>Conjuntos:</strong> elementos únicos sin orden.</li>
</ul>`,
      },
      {
        nombre: 'Funciones y módulos',
        nota: `<h2>Reutilizar código</h2>
<p>Una función agrupa pasos que repites: recibe parámetros y devuelve un resultado con
<strong>return</strong>. Los módulos reúnen funciones en archivos que importas con
<strong>import</strong>.</p>
<p>Ejercicio: escribe una función que reciba una lista de ventas y devuelva su promedio.</p>`,
      },
    ],
  },
  {
    nombre: 'Análisis de datos con pandas',
    subtemas: [
      {
        nombre: 'Series y DataFrames',
        nota: `<h2>Las dos estructuras de pandas</h2>
<p>Una <strong>Series</strong> es una columna con índice; un <strong>DataFrame</strong> es una tabla
de varias columnas. Lee un CSV con <strong>pd.read_csv("ventas.csv")</strong>.</p>
<ul>
<li><strong>df.head()</strong> muestra las primeras filas.</li>
<li><strong>df.info()</strong> resume tipos y valores faltantes.</li>
<li><strong>df.describe()</strong> da estadísticas básicas.</li>
</ul>`,
      },
      {
        nombre: 'Limpieza de datos',
        nota: `<h2>Datos en los que se puede confiar</h2>
<ul>
<li>Detecta faltantes con <strong>isna()</strong> y decide si eliminarlos o imputarlos.</li>
<li>Quita duplicados con <strong>drop_duplicates()</strong>.</li>
<li>Convierte tipos con <strong>astype()</strong> y fechas con <strong>pd.to_datetime()</strong>.</li>
</ul>
<p>La limpieza suele ocupar la mayor parte de un proyecto de datos: documenta cada decisión.</p>`,
      },
      {
        nombre: 'Agrupaciones y uniones',
        nota: `<h2>Resumir y combinar</h2>
<p>Con <strong>groupby</strong> calculas totales por categoría, por ejemplo las ventas por
ciudad. Con <strong>merge</strong> unes dos tablas por una columna común, como en SQL.</p>
<ul>
<li><strong>df.groupby("ciudad")["monto"].sum()</strong></li>
<li><strong>pd.merge(ventas, clientes, on="cliente_id")</strong></li>
</ul>`,
      },
    ],
  },
  {
    nombre: 'Visualización y modelos',
    subtemas: [
      {
        nombre: 'Gráficas con matplotlib',
        nota: `<h2>Contar una historia con datos</h2>
<p>Con <strong>matplotlib</strong> creas gráficas de barras, líneas y dispersión. Pon siempre
título, etiquetas en los ejes y la fuente de los datos.</p>
<ul>
<li><strong>plt.bar()</strong> para comparar categorías.</li>
<li><strong>plt.plot()</strong> para tendencias en el tiempo.</li>
</ul>`,
      },
      {
        nombre: 'Regresión lineal con scikit-learn',
        nota: `<h2>Tu primer modelo</h2>
<p>La regresión lineal estima un valor numérico, como el precio de una vivienda, a partir de otras
variables.</p>
<ul>
<li>Separa los datos en entrenamiento y prueba con <strong>train_test_split</strong>.</li>
<li>Entrena con <strong>LinearRegression().fit()</strong>.</li>
<li>Evalúa con el error absoluto medio y el coeficiente R².</li>
</ul>`,
      },
      {
        nombre: 'Proyecto final',
        nota: `<h2>Tu proyecto de portafolio</h2>
<p>Elige un conjunto de datos abiertos, límpialo, visualízalo y construye un modelo sencillo.
Publica el cuaderno en tu repositorio y compártelo en el foro del curso.</p>
<p><strong>Entrega:</strong> un cuaderno con conclusiones claras para un público no técnico.</p>`,
      },
    ],
  },
];

export const ccnaTopics: TopicText[] = [
  {
    nombre: 'Fundamentos de redes',
    subtemas: [
      {
        nombre: 'Modelos OSI y TCP/IP',
        nota: `<h2>Las capas de una red</h2>
<p>El modelo <strong>OSI</strong> tiene siete capas y el modelo <strong>TCP/IP</strong> cuatro. Sirven
para ubicar dónde ocurre un problema.</p>
<ul>
<li>Capa 1, física: cables y señales.</li>
<li>Capa 2, enlace: direcciones MAC y switches.</li>
<li>Capa 3, red: direcciones IP y routers.</li>
<li>Capa 4, transporte: TCP y UDP.</li>
</ul>`,
      },
      {
        nombre: 'Direccionamiento IPv4 y subneteo',
        nota: `<h2>Direcciones y máscaras</h2>
<p>Una dirección IPv4 tiene 32 bits; la máscara indica cuántos pertenecen a la red. Con
<strong>/24</strong> hay 254 hosts utilizables; con <strong>/26</strong>, 62.</p>
<p>Descarga la tabla de subneteo de la pestaña Materiales y practica con los ejercicios del
quiz.</p>`,
      },
      {
        nombre: 'Cableado y dispositivos',
        nota: `<h2>El hardware de la red</h2>
<ul>
<li><strong>Switch:</strong> conecta equipos de la misma red local.</li>
<li><strong>Router:</strong> comunica redes distintas.</li>
<li><strong>Punto de acceso:</strong> da conectividad inalámbrica.</li>
</ul>
<p>Usa cable UTP categoría 6 para enlaces de hasta 100 metros.</p>`,
      },
    ],
  },
  {
    nombre: 'Conmutación',
    subtemas: [
      {
        nombre: 'VLANs y enlaces troncales',
        nota: `<h2>Segmentar sin más equipo</h2>
<p>Una <strong>VLAN</strong> separa un switch en varias redes lógicas. Un enlace
<strong>troncal 802.1Q</strong> lleva varias VLANs entre switches.</p>
<ul>
<li><strong>vlan 10</strong> y <strong>name DATOS</strong> crean la VLAN.</li>
<li><strong>switchport mode trunk</strong> configura el enlace troncal.</li>
</ul>`,
      },
      {
        nombre: 'Spanning Tree',
        nota: `<h2>Redundancia sin bucles</h2>
<p><strong>STP</strong> bloquea enlaces redundantes para evitar tormentas de broadcast y los
reactiva si falla el enlace principal. Rapid PVST+ converge en segundos.</p>`,
      },
    ],
  },
  {
    nombre: 'Enrutamiento',
    subtemas: [
      {
        nombre: 'Rutas estáticas',
        nota: `<h2>Decirle al router el camino</h2>
<p>Una ruta estática indica la red de destino y el siguiente salto:
<strong>ip route 10.0.2.0 255.255.255.0 10.0.0.2</strong>.</p>
<p>Son ideales para redes pequeñas y rutas por defecto hacia Internet.</p>`,
      },
      {
        nombre: 'OSPF de área única',
        nota: `<h2>Enrutamiento dinámico</h2>
<p><strong>OSPF</strong> calcula el mejor camino con el costo de cada enlace y se adapta cuando la
red cambia.</p>
<ul>
<li><strong>router ospf 1</strong></li>
<li><strong>network 10.0.0.0 0.0.0.255 area 0</strong></li>
<li>Verifica vecinos con <strong>show ip ospf neighbor</strong>.</li>
</ul>`,
      },
    ],
  },
];

export const quizTexts: QuizText[] = [
  {
    subtema: 'Tipos de datos y estructuras',
    nombre: 'Repaso de estructuras de datos',
    preguntas: [
      {
        pregunta: '¿Qué estructura guarda pares de clave y valor?',
        respuestas: ['Lista', 'Tupla', 'Diccionario', 'Conjunto'],
        respuestaCorrecta: 2,
      },
      {
        pregunta: '¿Cuál de estas estructuras no se puede modificar después de crearla?',
        respuestas: ['Tupla', 'Lista', 'Diccionario'],
        respuestaCorrecta: 0,
      },
      {
        pregunta: '¿Qué devuelve len([3, 5, 8])?',
        respuestas: ['2', '3', '16'],
        respuestaCorrecta: 1,
      },
    ],
  },
  {
    subtema: 'Direccionamiento IPv4 y subneteo',
    nombre: 'Práctica de subneteo',
    preguntas: [
      {
        pregunta: '¿Cuántos hosts utilizables tiene una red /26?',
        respuestas: ['30', '62', '64', '126'],
        respuestaCorrecta: 1,
      },
      {
        pregunta: '¿Cuál es la máscara decimal de un prefijo /27?',
        respuestas: ['255.255.255.192', '255.255.255.224', '255.255.255.240'],
        respuestaCorrecta: 1,
      },
      {
        pregunta: '¿Cuál es el broadcast de la red 192.168.1.64/26?',
        respuestas: ['192.168.1.127', '192.168.1.95', '192.168.1.255'],
        respuestaCorrecta: 0,
      },
    ],
  },
];

export const materialTexts: MaterialText[] = [
  {
    subtema: 'Instalación y Jupyter Notebook',
    nombre: 'Guía de instalación de Python y Jupyter',
    archivo: 'materiales/demo-guia-instalacion-python.txt',
    contenido: `Guía de instalación de Python y Jupyter

1. Descarga Python 3 desde https://www.python.org/downloads/
2. En Windows, marca la casilla "Add Python to PATH" antes de instalar.
3. Abre una terminal y comprueba la versión: python --version
4. Instala Jupyter y las bibliotecas del curso:
   pip install notebook pandas matplotlib scikit-learn
5. Inicia Jupyter: jupyter notebook
`,
  },
  {
    subtema: 'Direccionamiento IPv4 y subneteo',
    nombre: 'Tabla de subneteo IPv4',
    archivo: 'materiales/demo-tabla-subneteo.txt',
    contenido: `Tabla de subneteo IPv4

Prefijo  Máscara            Número mágico  Hosts utilizables
/24      255.255.255.0      256            254
/25      255.255.255.128    128            126
/26      255.255.255.192    64             62
/27      255.255.255.224    32             30
/28      255.255.255.240    16             14
/29      255.255.255.248    8              6
/30      255.255.255.252    4              2
`,
  },
];
