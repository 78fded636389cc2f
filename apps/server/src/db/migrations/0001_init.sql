CREATE TABLE "avisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"curso" integer NOT NULL,
	"grupo" integer,
	"autor" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"contenido" text NOT NULL,
	"destinatarios" integer DEFAULT 0 NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avisos_vistos" (
	"alumno_curso" integer PRIMARY KEY NOT NULL,
	"visto_hasta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" integer,
	"actor_nombre" varchar(320) DEFAULT '' NOT NULL,
	"accion" varchar(50) NOT NULL,
	"entidad" varchar(50) NOT NULL,
	"entidad_id" varchar(64) NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"detalles" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"proposito" varchar(20) DEFAULT 'reset' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "articulo_archivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"articulo" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"archivo" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articulo_slugs_anteriores" (
	"slug" varchar(270) PRIMARY KEY NOT NULL,
	"articulo" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"contenido" text DEFAULT '' NOT NULL,
	"imagen" varchar(300),
	"banner" varchar(300),
	"activo" smallint DEFAULT 1 NOT NULL,
	"video" varchar(500),
	"categoria" integer NOT NULL,
	"slug" varchar(270) NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"autor" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articulos_activo_check" CHECK ("articulos"."activo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "categorias_blog" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"link" varchar(1000) DEFAULT '' NOT NULL,
	"medio" varchar(150) DEFAULT '' NOT NULL,
	"activo" smallint DEFAULT 1 NOT NULL,
	"imagen" varchar(300),
	"logo_medio" varchar(300),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "noticias_activo_check" CHECK ("noticias"."activo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "categorias_curso" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cursos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"horas_curso" integer DEFAULT 0 NOT NULL,
	"categoria" integer NOT NULL,
	"precio" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"dias_plataforma" integer DEFAULT 365 NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"imagen" varchar(300),
	"imagen_miniatura" varchar(300),
	"slug" varchar(220) NOT NULL,
	"prueba_gratuita" boolean DEFAULT false NOT NULL,
	"certificado_automatico" boolean DEFAULT false NOT NULL,
	"estado" varchar(12) DEFAULT 'publicado' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cursos_horas_curso_check" CHECK ("cursos"."horas_curso" >= 0),
	CONSTRAINT "cursos_estado_check" CHECK ("cursos"."estado" in ('borrador', 'publicado', 'archivado')),
	CONSTRAINT "cursos_precio_check" CHECK ("cursos"."precio" >= 0),
	CONSTRAINT "cursos_dias_plataforma_check" CHECK ("cursos"."dias_plataforma" >= 0),
	CONSTRAINT "cursos_fechas_check" CHECK ("cursos"."fecha_fin" is null or "cursos"."fecha_inicio" is null or "cursos"."fecha_fin" >= "cursos"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "certificados" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"alumno_curso" integer NOT NULL,
	"fecha_reconocimiento" date DEFAULT now() NOT NULL,
	"archivo" varchar(300),
	"generado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revocado_en" timestamp with time zone,
	"revocado_por" integer,
	"motivo" varchar(500),
	"evaluaciones_aprobadas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificados_evaluaciones_aprobadas_check" CHECK ("certificados"."evaluaciones_aprobadas" >= 0),
	CONSTRAINT "certificados_revocacion_check" CHECK (("certificados"."revocado_en" is null) = ("certificados"."revocado_por" is null))
);
--> statement-breakpoint
CREATE TABLE "materiales" (
	"id" serial PRIMARY KEY NOT NULL,
	"subtema" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"archivo" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_preguntas" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz" integer NOT NULL,
	"pregunta" text NOT NULL,
	"respuestas" text[] NOT NULL,
	"respuesta_correcta" integer NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quiz_preguntas_respuesta_correcta_check" CHECK ("quiz_preguntas"."respuesta_correcta" >= 0 and "quiz_preguntas"."respuesta_correcta" < cardinality("quiz_preguntas"."respuestas"))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subtema" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subtemas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tema" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"imagen" varchar(300),
	"video" varchar(300),
	"leccion_anterior" integer,
	"leccion_siguiente" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subtemas_orden_check" CHECK ("subtemas"."orden" >= 1)
);
--> statement-breakpoint
CREATE TABLE "temas" (
	"id" serial PRIMARY KEY NOT NULL,
	"curso" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temas_orden_check" CHECK ("temas"."orden" >= 1)
);
--> statement-breakpoint
CREATE TABLE "alumno_evaluacion_curso" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno_curso" integer NOT NULL,
	"evaluacion" integer NOT NULL,
	"no_intento" integer NOT NULL,
	"orden_preguntas" jsonb NOT NULL,
	"iniciado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_en" timestamp with time zone,
	"fecha" timestamp with time zone,
	"calificacion" numeric(5, 2),
	"resultado" smallint,
	CONSTRAINT "alumno_evaluacion_curso_no_intento_check" CHECK ("alumno_evaluacion_curso"."no_intento" >= 1),
	CONSTRAINT "alumno_evaluacion_curso_calificacion_check" CHECK ("alumno_evaluacion_curso"."calificacion" is null or "alumno_evaluacion_curso"."calificacion" between 0 and 100),
	CONSTRAINT "alumno_evaluacion_curso_resultado_check" CHECK ("alumno_evaluacion_curso"."resultado" is null or "alumno_evaluacion_curso"."resultado" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "alumno_evaluacion_respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno_evaluacion_curso" integer NOT NULL,
	"pregunta" integer NOT NULL,
	"respuestas" integer[] NOT NULL,
	"pregunta_pregunta" text NOT NULL,
	"respuesta_respuesta_alumno" text DEFAULT '' NOT NULL,
	"respuesta_correcta_evaluacion" text DEFAULT '' NOT NULL,
	"resultado" smallint NOT NULL,
	CONSTRAINT "alumno_evaluacion_respuestas_resultado_check" CHECK ("alumno_evaluacion_respuestas"."resultado" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "evaluacion_preguntas" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluacion" integer NOT NULL,
	"pregunta" text NOT NULL,
	"tipo" smallint DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	"archivada_en" timestamp with time zone,
	CONSTRAINT "evaluacion_preguntas_tipo_check" CHECK ("evaluacion_preguntas"."tipo" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "evaluacion_respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"pregunta" integer NOT NULL,
	"respuesta" text NOT NULL,
	"correcta" smallint DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "evaluacion_respuestas_correcta_check" CHECK ("evaluacion_respuestas"."correcta" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "evaluaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"curso" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"instrucciones" text DEFAULT '' NOT NULL,
	"no_intentos" integer DEFAULT 1 NOT NULL,
	"calificacion_aprobatoria" numeric(5, 2) DEFAULT '60.00' NOT NULL,
	"preguntas_aleatorias" smallint DEFAULT 1 NOT NULL,
	"respuestas_aleatorias" smallint DEFAULT 1 NOT NULL,
	"tiempo_limite_minutos" integer,
	"mostrar_respuestas" smallint DEFAULT 0 NOT NULL,
	"archivada_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluaciones_no_intentos_check" CHECK ("evaluaciones"."no_intentos" >= 1),
	CONSTRAINT "evaluaciones_calificacion_aprobatoria_check" CHECK ("evaluaciones"."calificacion_aprobatoria" between 0 and 100),
	CONSTRAINT "evaluaciones_preguntas_aleatorias_check" CHECK ("evaluaciones"."preguntas_aleatorias" in (0, 1)),
	CONSTRAINT "evaluaciones_respuestas_aleatorias_check" CHECK ("evaluaciones"."respuestas_aleatorias" in (0, 1)),
	CONSTRAINT "evaluaciones_tiempo_limite_minutos_check" CHECK ("evaluaciones"."tiempo_limite_minutos" is null or "evaluaciones"."tiempo_limite_minutos" between 1 and 1440),
	CONSTRAINT "evaluaciones_mostrar_respuestas_check" CHECK ("evaluaciones"."mostrar_respuestas" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "foro_respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"foro_discusion" integer NOT NULL,
	"usuario" integer NOT NULL,
	"alumno_curso" integer,
	"respuesta" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foro_respuestas_respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"foro_discusion_respuesta" integer NOT NULL,
	"usuario" integer NOT NULL,
	"alumno_curso" integer,
	"respuesta" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foros_discusion" (
	"id" serial PRIMARY KEY NOT NULL,
	"curso" integer NOT NULL,
	"pregunta" text NOT NULL,
	"respuestas_por_alumno" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foros_discusion_respuestas_por_alumno_check" CHECK ("foros_discusion"."respuestas_por_alumno" is null or "foros_discusion"."respuestas_por_alumno" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calificaciones_cifras" (
	"alumno_curso" integer PRIMARY KEY NOT NULL,
	"curso" integer NOT NULL,
	"alumno" integer NOT NULL,
	"confirmada" boolean NOT NULL,
	"nombre_orden" text NOT NULL,
	"busqueda" text NOT NULL,
	"subtemas_terminados" integer NOT NULL,
	"respuestas_foro" integer NOT NULL,
	"ultima_actividad" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calificaciones_conteos" (
	"curso" integer NOT NULL,
	"grupo" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "calificaciones_conteos_curso_grupo_pk" PRIMARY KEY("curso","grupo")
);
--> statement-breakpoint
CREATE TABLE "calificaciones_evaluaciones" (
	"alumno_curso" integer NOT NULL,
	"evaluacion" integer NOT NULL,
	"alumno" integer NOT NULL,
	"confirmada" boolean NOT NULL,
	"nombre_orden" text NOT NULL,
	"busqueda" text NOT NULL,
	"mejor" numeric(5, 2),
	"aprobada" boolean NOT NULL,
	"intentos" integer NOT NULL,
	CONSTRAINT "calificaciones_evaluaciones_alumno_curso_evaluacion_pk" PRIMARY KEY("alumno_curso","evaluacion")
);
--> statement-breakpoint
CREATE TABLE "grupo_alumnos" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo" integer NOT NULL,
	"alumno" integer NOT NULL,
	"alumno_curso" integer,
	"precio_venta" numeric(12, 2),
	"activo" smallint DEFAULT 1 NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupo_alumnos_grupo_alumno_key" UNIQUE("grupo","alumno"),
	CONSTRAINT "grupo_alumnos_activo_check" CHECK ("grupo_alumnos"."activo" in (0, 1)),
	CONSTRAINT "grupo_alumnos_precio_venta_check" CHECK ("grupo_alumnos"."precio_venta" is null or "grupo_alumnos"."precio_venta" >= 0)
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"curso" integer NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"profesor" integer,
	"fecha_inicio" date,
	"fecha_fin" date,
	"activo" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_activo_check" CHECK ("grupos"."activo" in (0, 1)),
	CONSTRAINT "grupos_fechas_check" CHECK ("grupos"."fecha_fin" is null or "grupos"."fecha_inicio" is null or "grupos"."fecha_fin" >= "grupos"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "aplicantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" integer NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telefono" varchar(30) DEFAULT '' NOT NULL,
	"celular" varchar(30) DEFAULT '' NOT NULL,
	"mensaje" text DEFAULT '' NOT NULL,
	"cv" varchar(300),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"alumno" integer,
	"estado" varchar(12) DEFAULT 'recibida' NOT NULL,
	CONSTRAINT "aplicantes_estado_check" CHECK ("aplicantes"."estado" in ('recibida', 'en_revision', 'entrevista', 'descartada', 'contratada'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"descripcion_corta" varchar(500) DEFAULT '' NOT NULL,
	"sueldo" numeric(12, 2),
	"modalidad" smallint DEFAULT 1 NOT NULL,
	"activo" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_modalidad_check" CHECK ("jobs"."modalidad" in (1, 2, 3)),
	CONSTRAINT "jobs_activo_check" CHECK ("jobs"."activo" in (0, 1)),
	CONSTRAINT "jobs_sueldo_check" CHECK ("jobs"."sueldo" is null or "jobs"."sueldo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vacantes_analizadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"puesto" varchar(250) NOT NULL,
	"empresa" varchar(250) DEFAULT '' NOT NULL,
	"sueldo_minimo" numeric(12, 2),
	"moneda" varchar(3) DEFAULT 'MXN' NOT NULL,
	"ciudad_actual" varchar(150) DEFAULT '' NOT NULL,
	"modalidad_actual" varchar(50) DEFAULT '' NOT NULL,
	"ultima_actualizacion" date,
	"importado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacantes_analizadas_sueldo_check" CHECK ("vacantes_analizadas"."sueldo_minimo" is null or "vacantes_analizadas"."sueldo_minimo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "alumno_curso" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"alumno" integer NOT NULL,
	"curso" integer NOT NULL,
	"activo" smallint DEFAULT 1 NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"acceso_hasta" timestamp with time zone,
	"estado" varchar(12) DEFAULT 'confirmada' NOT NULL,
	"confirmada_en" timestamp with time zone,
	"prueba" boolean DEFAULT false NOT NULL,
	CONSTRAINT "alumno_curso_activo_check" CHECK ("alumno_curso"."activo" in (0, 1)),
	CONSTRAINT "alumno_curso_estado_check" CHECK ("alumno_curso"."estado" in ('pendiente', 'confirmada', 'rechazada'))
);
--> statement-breakpoint
CREATE TABLE "subtema_completado" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno_curso" integer NOT NULL,
	"subtema" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ultima_actividad" (
	"alumno_curso" integer PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ultimo_subtema" (
	"alumno_curso" integer PRIMARY KEY NOT NULL,
	"subtema" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_posiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"subtema" integer NOT NULL,
	"segundos" integer DEFAULT 0 NOT NULL,
	"duracion" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_posiciones_segundos_check" CHECK ("video_posiciones"."segundos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatario" varchar(254) NOT NULL,
	"asunto" varchar(300) NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"adjuntos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cabeceras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado" timestamp with time zone,
	"encolado" timestamp with time zone,
	CONSTRAINT "mail_outbox_estado_check" CHECK ("mail_outbox"."estado" in ('pendiente', 'enviado', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"titulo" varchar(300) NOT NULL,
	"enlace" varchar(500) NOT NULL,
	"leida" boolean DEFAULT false NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"clave" varchar(120),
	"en_resumen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notificaciones_tipo_check" CHECK ("notificaciones"."tipo" in ('respuesta_foro', 'aviso', 'evaluacion_calificada', 'certificado_emitido', 'acceso_por_vencer'))
);
--> statement-breakpoint
CREATE TABLE "preferencias_notificacion" (
	"usuario" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"correo" boolean DEFAULT true NOT NULL,
	"modo" varchar(12) DEFAULT 'inmediato' NOT NULL,
	CONSTRAINT "preferencias_notificacion_usuario_tipo_pk" PRIMARY KEY("usuario","tipo"),
	CONSTRAINT "preferencias_notificacion_tipo_check" CHECK ("preferencias_notificacion"."tipo" in ('respuesta_foro', 'aviso', 'evaluacion_calificada', 'certificado_emitido', 'acceso_por_vencer')),
	CONSTRAINT "preferencias_notificacion_modo_check" CHECK ("preferencias_notificacion"."modo" in ('inmediato', 'resumen'))
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"grupo" integer NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"fecha" date NOT NULL,
	"metodo_pago" smallint NOT NULL,
	"registrado_por" integer NOT NULL,
	"numero_recibo" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "pagos_numero_recibo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado_en" timestamp with time zone,
	"anulado_por" integer,
	"motivo_anulacion" varchar(500),
	CONSTRAINT "pagos_monto_check" CHECK ("pagos"."monto" > 0),
	CONSTRAINT "pagos_metodo_pago_check" CHECK ("pagos"."metodo_pago" between 1 and 4),
	CONSTRAINT "pagos_anulacion_check" CHECK (("pagos"."anulado_en" is null) = ("pagos"."anulado_por" is null) and ("pagos"."anulado_en" is null) = ("pagos"."motivo_anulacion" is null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" varchar(150) NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"apellido_materno" varchar(150) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(254) NOT NULL,
	"password" text,
	"tipo" smallint NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"celular" varchar(30) DEFAULT '' NOT NULL,
	"empleo_actual" varchar(200) DEFAULT '' NOT NULL,
	"empresa" varchar(200) DEFAULT '' NOT NULL,
	"imagen" varchar(300),
	"fecha_inscripcion" timestamp with time zone DEFAULT now() NOT NULL,
	"expira" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."apellido_materno" || ' ' || "users"."email"))) STORED NOT NULL,
	"nombre_orden" text GENERATED ALWAYS AS (f_unaccent(lower("users"."last_name" || ' ' || "users"."apellido_materno" || ' ' || "users"."first_name"))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"institucion" varchar(200) DEFAULT '' NOT NULL,
	"fecha" date,
	"url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habilidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"habilidad" varchar(100) NOT NULL,
	"nivel" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habilidades_nivel_check" CHECK ("habilidades"."nivel" is null or "habilidades"."nivel" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "idiomas" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"idioma" varchar(100) NOT NULL,
	"nivel" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programas" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"programa" varchar(200) NOT NULL,
	"institucion" varchar(200) DEFAULT '' NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puestos" (
	"id" serial PRIMARY KEY NOT NULL,
	"alumno" integer NOT NULL,
	"puesto" varchar(200) NOT NULL,
	"empresa" varchar(200) DEFAULT '' NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competencia_terminos" (
	"id" serial PRIMARY KEY NOT NULL,
	"competencia" integer NOT NULL,
	"termino" varchar(100) NOT NULL,
	"clave" varchar(100) GENERATED ALWAYS AS (f_unaccent(lower(btrim("competencia_terminos"."termino")))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"clave" varchar(100) GENERATED ALWAYS AS (f_unaccent(lower(btrim("competencias"."nombre")))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curso_competencias" (
	"curso" integer NOT NULL,
	"competencia" integer NOT NULL,
	CONSTRAINT "curso_competencias_curso_competencia_pk" PRIMARY KEY("curso","competencia")
);
--> statement-breakpoint
CREATE TABLE "job_competencias" (
	"job" integer NOT NULL,
	"competencia" integer NOT NULL,
	CONSTRAINT "job_competencias_job_competencia_pk" PRIMARY KEY("job","competencia")
);
--> statement-breakpoint
CREATE TABLE "preferencias_carrera" (
	"alumno" integer PRIMARY KEY NOT NULL,
	"emparejar" boolean DEFAULT true NOT NULL,
	"cv_visible" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacante_competencias" (
	"vacante" integer NOT NULL,
	"competencia" integer NOT NULL,
	CONSTRAINT "vacante_competencias_vacante_competencia_pk" PRIMARY KEY("vacante","competencia")
);
--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_grupo_grupos_id_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_autor_users_id_fk" FOREIGN KEY ("autor") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_vistos" ADD CONSTRAINT "avisos_vistos_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_actor_users_id_fk" FOREIGN KEY ("actor") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulo_archivos" ADD CONSTRAINT "articulo_archivos_articulo_articulos_id_fk" FOREIGN KEY ("articulo") REFERENCES "public"."articulos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulo_slugs_anteriores" ADD CONSTRAINT "articulo_slugs_anteriores_articulo_articulos_id_fk" FOREIGN KEY ("articulo") REFERENCES "public"."articulos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_categoria_categorias_blog_id_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categorias_blog"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articulos" ADD CONSTRAINT "articulos_autor_users_id_fk" FOREIGN KEY ("autor") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cursos" ADD CONSTRAINT "cursos_categoria_categorias_curso_id_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categorias_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_generado_por_users_id_fk" FOREIGN KEY ("generado_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_revocado_por_users_id_fk" FOREIGN KEY ("revocado_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiales" ADD CONSTRAINT "materiales_subtema_subtemas_id_fk" FOREIGN KEY ("subtema") REFERENCES "public"."subtemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_preguntas" ADD CONSTRAINT "quiz_preguntas_quiz_quizzes_id_fk" FOREIGN KEY ("quiz") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_subtema_subtemas_id_fk" FOREIGN KEY ("subtema") REFERENCES "public"."subtemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtemas" ADD CONSTRAINT "subtemas_tema_temas_id_fk" FOREIGN KEY ("tema") REFERENCES "public"."temas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtemas" ADD CONSTRAINT "subtemas_leccion_anterior_subtemas_id_fk" FOREIGN KEY ("leccion_anterior") REFERENCES "public"."subtemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtemas" ADD CONSTRAINT "subtemas_leccion_siguiente_subtemas_id_fk" FOREIGN KEY ("leccion_siguiente") REFERENCES "public"."subtemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temas" ADD CONSTRAINT "temas_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumno_evaluacion_curso" ADD CONSTRAINT "alumno_evaluacion_curso_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumno_evaluacion_curso" ADD CONSTRAINT "alumno_evaluacion_curso_evaluacion_evaluaciones_id_fk" FOREIGN KEY ("evaluacion") REFERENCES "public"."evaluaciones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumno_evaluacion_respuestas" ADD CONSTRAINT "alumno_evaluacion_respuestas_alumno_evaluacion_curso_alumno_evaluacion_curso_id_fk" FOREIGN KEY ("alumno_evaluacion_curso") REFERENCES "public"."alumno_evaluacion_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumno_evaluacion_respuestas" ADD CONSTRAINT "alumno_evaluacion_respuestas_pregunta_evaluacion_preguntas_id_fk" FOREIGN KEY ("pregunta") REFERENCES "public"."evaluacion_preguntas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluacion_preguntas" ADD CONSTRAINT "evaluacion_preguntas_evaluacion_evaluaciones_id_fk" FOREIGN KEY ("evaluacion") REFERENCES "public"."evaluaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluacion_respuestas" ADD CONSTRAINT "evaluacion_respuestas_pregunta_evaluacion_preguntas_id_fk" FOREIGN KEY ("pregunta") REFERENCES "public"."evaluacion_preguntas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foro_respuestas" ADD CONSTRAINT "foro_respuestas_foro_discusion_foros_discusion_id_fk" FOREIGN KEY ("foro_discusion") REFERENCES "public"."foros_discusion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foro_respuestas" ADD CONSTRAINT "foro_respuestas_usuario_users_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foro_respuestas" ADD CONSTRAINT "foro_respuestas_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foro_respuestas_respuestas" ADD CONSTRAINT "foro_respuestas_respuestas_foro_discusion_respuesta_foro_respuestas_id_fk" FOREIGN KEY ("foro_discusion_respuesta") REFERENCES "public"."foro_respuestas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foro_respuestas_respuestas" ADD CONSTRAINT "foro_respuestas_respuestas_usuario_users_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foro_respuestas_respuestas" ADD CONSTRAINT "foro_respuestas_respuestas_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foros_discusion" ADD CONSTRAINT "foros_discusion_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones_cifras" ADD CONSTRAINT "calificaciones_cifras_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones_evaluaciones" ADD CONSTRAINT "calificaciones_evaluaciones_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones_evaluaciones" ADD CONSTRAINT "calificaciones_evaluaciones_evaluacion_evaluaciones_id_fk" FOREIGN KEY ("evaluacion") REFERENCES "public"."evaluaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_alumnos" ADD CONSTRAINT "grupo_alumnos_grupo_grupos_id_fk" FOREIGN KEY ("grupo") REFERENCES "public"."grupos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_alumnos" ADD CONSTRAINT "grupo_alumnos_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_alumnos" ADD CONSTRAINT "grupo_alumnos_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_profesor_users_id_fk" FOREIGN KEY ("profesor") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aplicantes" ADD CONSTRAINT "aplicantes_job_jobs_id_fk" FOREIGN KEY ("job") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aplicantes" ADD CONSTRAINT "aplicantes_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumno_curso" ADD CONSTRAINT "alumno_curso_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumno_curso" ADD CONSTRAINT "alumno_curso_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtema_completado" ADD CONSTRAINT "subtema_completado_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtema_completado" ADD CONSTRAINT "subtema_completado_subtema_subtemas_id_fk" FOREIGN KEY ("subtema") REFERENCES "public"."subtemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ultima_actividad" ADD CONSTRAINT "ultima_actividad_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ultimo_subtema" ADD CONSTRAINT "ultimo_subtema_alumno_curso_alumno_curso_id_fk" FOREIGN KEY ("alumno_curso") REFERENCES "public"."alumno_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ultimo_subtema" ADD CONSTRAINT "ultimo_subtema_subtema_subtemas_id_fk" FOREIGN KEY ("subtema") REFERENCES "public"."subtemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_posiciones" ADD CONSTRAINT "video_posiciones_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_posiciones" ADD CONSTRAINT "video_posiciones_subtema_subtemas_id_fk" FOREIGN KEY ("subtema") REFERENCES "public"."subtemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_users_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacion" ADD CONSTRAINT "preferencias_notificacion_usuario_users_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_registrado_por_users_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_anulado_por_users_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_grupo_alumno_fk" FOREIGN KEY ("grupo","alumno") REFERENCES "public"."grupo_alumnos"("grupo","alumno") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificaciones" ADD CONSTRAINT "certificaciones_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidades" ADD CONSTRAINT "habilidades_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idiomas" ADD CONSTRAINT "idiomas_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programas" ADD CONSTRAINT "programas_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puestos" ADD CONSTRAINT "puestos_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencia_terminos" ADD CONSTRAINT "competencia_terminos_competencia_competencias_id_fk" FOREIGN KEY ("competencia") REFERENCES "public"."competencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_competencias" ADD CONSTRAINT "curso_competencias_curso_cursos_id_fk" FOREIGN KEY ("curso") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_competencias" ADD CONSTRAINT "curso_competencias_competencia_competencias_id_fk" FOREIGN KEY ("competencia") REFERENCES "public"."competencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_competencias" ADD CONSTRAINT "job_competencias_job_jobs_id_fk" FOREIGN KEY ("job") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_competencias" ADD CONSTRAINT "job_competencias_competencia_competencias_id_fk" FOREIGN KEY ("competencia") REFERENCES "public"."competencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_carrera" ADD CONSTRAINT "preferencias_carrera_alumno_users_id_fk" FOREIGN KEY ("alumno") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacante_competencias" ADD CONSTRAINT "vacante_competencias_vacante_vacantes_analizadas_id_fk" FOREIGN KEY ("vacante") REFERENCES "public"."vacantes_analizadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacante_competencias" ADD CONSTRAINT "vacante_competencias_competencia_competencias_id_fk" FOREIGN KEY ("competencia") REFERENCES "public"."competencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avisos_curso_fecha_idx" ON "avisos" USING btree ("curso","fecha","id");--> statement-breakpoint
CREATE INDEX "avisos_grupo_idx" ON "avisos" USING btree ("grupo");--> statement-breakpoint
CREATE INDEX "avisos_autor_idx" ON "avisos" USING btree ("autor");--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id","fecha");--> statement-breakpoint
CREATE INDEX "auditoria_actor_idx" ON "auditoria" USING btree ("actor","fecha");--> statement-breakpoint
CREATE INDEX "auditoria_accion_idx" ON "auditoria" USING btree ("accion","fecha");--> statement-breakpoint
CREATE INDEX "auditoria_actor_nombre_trgm_idx" ON "auditoria" USING gin (f_unaccent(lower("actor_nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_key_hash_key" ON "tokens" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "articulo_archivos_articulo_idx" ON "articulo_archivos" USING btree ("articulo");--> statement-breakpoint
CREATE INDEX "articulo_slugs_anteriores_articulo_idx" ON "articulo_slugs_anteriores" USING btree ("articulo");--> statement-breakpoint
CREATE UNIQUE INDEX "articulos_slug_key" ON "articulos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articulos_activo_categoria_fecha_idx" ON "articulos" USING btree ("activo","categoria","fecha","id");--> statement-breakpoint
CREATE INDEX "articulos_activo_fecha_idx" ON "articulos" USING btree ("activo","fecha","id");--> statement-breakpoint
CREATE INDEX "articulos_categoria_idx" ON "articulos" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "articulos_fecha_idx" ON "articulos" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "articulos_autor_idx" ON "articulos" USING btree ("autor");--> statement-breakpoint
CREATE INDEX "articulos_nombre_trgm_idx" ON "articulos" USING gin (f_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_blog_nombre_key" ON "categorias_blog" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "noticias_activo_fecha_idx" ON "noticias" USING btree ("activo","fecha","id");--> statement-breakpoint
CREATE INDEX "noticias_fecha_idx" ON "noticias" USING btree ("fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_curso_nombre_key" ON "categorias_curso" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "cursos_slug_key" ON "cursos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cursos_categoria_idx" ON "cursos" USING btree ("categoria","nombre");--> statement-breakpoint
CREATE INDEX "cursos_fecha_inicio_idx" ON "cursos" USING btree ("fecha_inicio");--> statement-breakpoint
CREATE INDEX "cursos_estado_idx" ON "cursos" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "cursos_nombre_trgm_idx" ON "cursos" USING gin (f_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_unique_id_key" ON "certificados" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "certificados_alumno_curso_idx" ON "certificados" USING btree ("alumno_curso","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificados_vigente_key" ON "certificados" USING btree ("alumno_curso") WHERE "certificados"."revocado_en" is null;--> statement-breakpoint
CREATE INDEX "certificados_generado_por_idx" ON "certificados" USING btree ("generado_por");--> statement-breakpoint
CREATE INDEX "certificados_revocado_por_idx" ON "certificados" USING btree ("revocado_por");--> statement-breakpoint
CREATE INDEX "materiales_subtema_idx" ON "materiales" USING btree ("subtema","id");--> statement-breakpoint
CREATE INDEX "quiz_preguntas_quiz_orden_idx" ON "quiz_preguntas" USING btree ("quiz","orden","id");--> statement-breakpoint
CREATE INDEX "quizzes_subtema_idx" ON "quizzes" USING btree ("subtema","id");--> statement-breakpoint
CREATE INDEX "subtemas_tema_orden_idx" ON "subtemas" USING btree ("tema","orden","id");--> statement-breakpoint
CREATE INDEX "subtemas_leccion_anterior_idx" ON "subtemas" USING btree ("leccion_anterior");--> statement-breakpoint
CREATE INDEX "subtemas_leccion_siguiente_idx" ON "subtemas" USING btree ("leccion_siguiente");--> statement-breakpoint
CREATE INDEX "temas_curso_orden_idx" ON "temas" USING btree ("curso","orden","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alumno_evaluacion_curso_intento_key" ON "alumno_evaluacion_curso" USING btree ("alumno_curso","evaluacion","no_intento");--> statement-breakpoint
CREATE UNIQUE INDEX "alumno_evaluacion_curso_abierto_key" ON "alumno_evaluacion_curso" USING btree ("alumno_curso","evaluacion") WHERE "alumno_evaluacion_curso"."fecha" is null;--> statement-breakpoint
CREATE INDEX "alumno_evaluacion_curso_evaluacion_idx" ON "alumno_evaluacion_curso" USING btree ("evaluacion","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "alumno_evaluacion_respuestas_intento_pregunta_key" ON "alumno_evaluacion_respuestas" USING btree ("alumno_evaluacion_curso","pregunta");--> statement-breakpoint
CREATE INDEX "alumno_evaluacion_respuestas_pregunta_idx" ON "alumno_evaluacion_respuestas" USING btree ("pregunta");--> statement-breakpoint
CREATE INDEX "evaluacion_preguntas_evaluacion_orden_idx" ON "evaluacion_preguntas" USING btree ("evaluacion","orden","id");--> statement-breakpoint
CREATE INDEX "evaluacion_respuestas_pregunta_orden_idx" ON "evaluacion_respuestas" USING btree ("pregunta","orden","id");--> statement-breakpoint
CREATE INDEX "evaluaciones_curso_idx" ON "evaluaciones" USING btree ("curso","id");--> statement-breakpoint
CREATE INDEX "foro_respuestas_foro_fecha_idx" ON "foro_respuestas" USING btree ("foro_discusion","fecha","id");--> statement-breakpoint
CREATE INDEX "foro_respuestas_usuario_idx" ON "foro_respuestas" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "foro_respuestas_alumno_curso_idx" ON "foro_respuestas" USING btree ("alumno_curso","foro_discusion");--> statement-breakpoint
CREATE INDEX "foro_respuestas_respuestas_respuesta_fecha_idx" ON "foro_respuestas_respuestas" USING btree ("foro_discusion_respuesta","fecha","id");--> statement-breakpoint
CREATE INDEX "foro_respuestas_respuestas_usuario_idx" ON "foro_respuestas_respuestas" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "foro_respuestas_respuestas_alumno_curso_idx" ON "foro_respuestas_respuestas" USING btree ("alumno_curso");--> statement-breakpoint
CREATE INDEX "foros_discusion_curso_idx" ON "foros_discusion" USING btree ("curso","id");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_busqueda_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","busqueda","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_nombre_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_subtemas_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","subtemas_terminados","nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_subtemas_desc_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","subtemas_terminados" DESC NULLS LAST,"nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_foro_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","respuestas_foro","nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_foro_desc_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","respuestas_foro" DESC NULLS LAST,"nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_actividad_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","ultima_actividad","nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_cifras_actividad_desc_idx" ON "calificaciones_cifras" USING btree ("curso","confirmada","ultima_actividad" DESC NULLS LAST,"nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_evaluaciones_mejor_idx" ON "calificaciones_evaluaciones" USING btree ("evaluacion","confirmada","mejor","nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "calificaciones_evaluaciones_mejor_desc_idx" ON "calificaciones_evaluaciones" USING btree ("evaluacion","confirmada","mejor" DESC NULLS LAST,"nombre_orden","alumno_curso");--> statement-breakpoint
CREATE INDEX "grupo_alumnos_alumno_idx" ON "grupo_alumnos" USING btree ("alumno");--> statement-breakpoint
CREATE INDEX "grupo_alumnos_alumno_curso_idx" ON "grupo_alumnos" USING btree ("alumno_curso");--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_unique_id_key" ON "grupos" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "grupos_curso_activo_idx" ON "grupos" USING btree ("curso","activo","fecha_inicio","id");--> statement-breakpoint
CREATE INDEX "grupos_profesor_idx" ON "grupos" USING btree ("profesor");--> statement-breakpoint
CREATE INDEX "aplicantes_job_fecha_idx" ON "aplicantes" USING btree ("job","fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "aplicantes_job_alumno_key" ON "aplicantes" USING btree ("job","alumno") WHERE "aplicantes"."alumno" is not null;--> statement-breakpoint
CREATE INDEX "aplicantes_alumno_fecha_idx" ON "aplicantes" USING btree ("alumno","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_id_key" ON "jobs" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "jobs_activo_created_idx" ON "jobs" USING btree ("activo","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_nombre_trgm_idx" ON "jobs" USING gin (f_unaccent(lower("nombre")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacantes_analizadas_moneda_sueldo_idx" ON "vacantes_analizadas" USING btree ("moneda","sueldo_minimo");--> statement-breakpoint
CREATE INDEX "vacantes_analizadas_ciudad_idx" ON "vacantes_analizadas" USING btree ("ciudad_actual");--> statement-breakpoint
CREATE INDEX "vacantes_analizadas_actualizacion_idx" ON "vacantes_analizadas" USING btree ("ultima_actualizacion","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alumno_curso_unique_id_key" ON "alumno_curso" USING btree ("unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alumno_curso_alumno_curso_key" ON "alumno_curso" USING btree ("alumno","curso");--> statement-breakpoint
CREATE INDEX "alumno_curso_curso_activo_fecha_idx" ON "alumno_curso" USING btree ("curso","activo","fecha");--> statement-breakpoint
CREATE INDEX "alumno_curso_pendientes_idx" ON "alumno_curso" USING btree ("fecha","id") WHERE "alumno_curso"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "alumno_curso_pendientes_curso_idx" ON "alumno_curso" USING btree ("curso","fecha","id") WHERE "alumno_curso"."estado" = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "subtema_completado_alumno_curso_subtema_key" ON "subtema_completado" USING btree ("alumno_curso","subtema");--> statement-breakpoint
CREATE INDEX "subtema_completado_subtema_idx" ON "subtema_completado" USING btree ("subtema");--> statement-breakpoint
CREATE INDEX "ultimo_subtema_subtema_idx" ON "ultimo_subtema" USING btree ("subtema");--> statement-breakpoint
CREATE UNIQUE INDEX "video_posiciones_alumno_subtema_key" ON "video_posiciones" USING btree ("alumno","subtema");--> statement-breakpoint
CREATE INDEX "video_posiciones_subtema_idx" ON "video_posiciones" USING btree ("subtema");--> statement-breakpoint
CREATE INDEX "mail_outbox_estado_encolado_idx" ON "mail_outbox" USING btree ("estado","encolado");--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_clave_key" ON "notificaciones" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_creado_idx" ON "notificaciones" USING btree ("usuario","creado","id");--> statement-breakpoint
CREATE INDEX "notificaciones_no_leidas_idx" ON "notificaciones" USING btree ("usuario") WHERE "notificaciones"."leida" = false;--> statement-breakpoint
CREATE INDEX "notificaciones_resumen_idx" ON "notificaciones" USING btree ("usuario","id") WHERE "notificaciones"."en_resumen" = true;--> statement-breakpoint
CREATE INDEX "pagos_grupo_alumno_fecha_idx" ON "pagos" USING btree ("grupo","alumno","fecha");--> statement-breakpoint
CREATE INDEX "pagos_alumno_fecha_idx" ON "pagos" USING btree ("alumno","fecha");--> statement-breakpoint
CREATE INDEX "pagos_registrado_por_idx" ON "pagos" USING btree ("registrado_por");--> statement-breakpoint
CREATE INDEX "pagos_anulado_por_idx" ON "pagos" USING btree ("anulado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_numero_recibo_key" ON "pagos" USING btree ("numero_recibo");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_idempotency_key_key" ON "pagos" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_unique_id_key" ON "users" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "users_tipo_active_idx" ON "users" USING btree ("tipo","is_active","id");--> statement-breakpoint
CREATE INDEX "users_list_order_idx" ON "users" USING btree ("tipo","is_active","last_name","first_name","id","busqueda");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificaciones_alumno_idx" ON "certificaciones" USING btree ("alumno","fecha");--> statement-breakpoint
CREATE INDEX "habilidades_alumno_idx" ON "habilidades" USING btree ("alumno","id");--> statement-breakpoint
CREATE INDEX "idiomas_alumno_idx" ON "idiomas" USING btree ("alumno","id");--> statement-breakpoint
CREATE INDEX "programas_alumno_idx" ON "programas" USING btree ("alumno","fecha_inicio");--> statement-breakpoint
CREATE INDEX "puestos_alumno_idx" ON "puestos" USING btree ("alumno","fecha_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "competencia_terminos_clave_key" ON "competencia_terminos" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "competencia_terminos_competencia_idx" ON "competencia_terminos" USING btree ("competencia");--> statement-breakpoint
CREATE UNIQUE INDEX "competencias_clave_key" ON "competencias" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "curso_competencias_competencia_idx" ON "curso_competencias" USING btree ("competencia","curso");--> statement-breakpoint
CREATE INDEX "job_competencias_competencia_idx" ON "job_competencias" USING btree ("competencia","job");--> statement-breakpoint
CREATE INDEX "vacante_competencias_competencia_idx" ON "vacante_competencias" USING btree ("competencia","vacante");