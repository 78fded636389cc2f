-- The gradebook's stored figures (decision 026): `calificaciones_cifras` and
-- `calificaciones_evaluaciones`, kept by triggers on every table they come from. Each trigger
-- RECOMPUTES the touched enrolments' figures from the source rows (an idempotent upsert, no
-- increments), so a bulk insert, a restore or a replay cannot make them drift. Statement-level
-- triggers with transition tables: a bulk insert recomputes each touched enrolment once, set-wise,
-- and a single-row write pays one small statement. PostgreSQL allows a transition table on a
-- trigger of one event only and without a column list, hence a trigger per event, and update
-- triggers that compare old and new rows where most updates change nothing of the figures.
-- Copied into the migration folder by `npm run db:generate` (scripts/generate-migrations.mjs);
-- the statement breakpoints let PGlite run it one statement at a time.

-- An enrolment's figures: the completion rule's `hechos` (decision 018: finished lessons of its
-- course that still exist), forum answers plus replies, its last activity, and its student's
-- name key. Rows of deleted enrolments go by their foreign key's cascade.
CREATE OR REPLACE FUNCTION calificaciones_recalcular_cifras(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Each count grouped over the rows of `ids` rather than correlated per enrolment: one index
  -- probe for a single enrolment, hash joins when a bulk insert touches them all.
  INSERT INTO calificaciones_cifras AS c
    (alumno_curso, curso, alumno, confirmada, nombre_orden, busqueda, subtemas_terminados,
      respuestas_foro, ultima_actividad)
  SELECT ac.id, ac.curso, ac.alumno, ac.estado = 'confirmada', u.nombre_orden, u.busqueda, coalesce(l.n, 0), coalesce(f.n, 0) + coalesce(r.n, 0),
    ua.fecha
  FROM alumno_curso ac JOIN users u ON u.id = ac.alumno
  LEFT JOIN (SELECT sc.alumno_curso, count(*)::int AS n FROM subtema_completado sc
      JOIN subtemas s ON s.id = sc.subtema JOIN temas t ON t.id = s.tema
      JOIN alumno_curso e ON e.id = sc.alumno_curso AND e.curso = t.curso
      WHERE sc.alumno_curso = ANY (ids) GROUP BY sc.alumno_curso) l ON l.alumno_curso = ac.id
  LEFT JOIN (SELECT fr.alumno_curso, count(*)::int AS n FROM foro_respuestas fr
      WHERE fr.alumno_curso = ANY (ids) GROUP BY fr.alumno_curso) f ON f.alumno_curso = ac.id
  LEFT JOIN (SELECT rr.alumno_curso, count(*)::int AS n FROM foro_respuestas_respuestas rr
      WHERE rr.alumno_curso = ANY (ids) GROUP BY rr.alumno_curso) r ON r.alumno_curso = ac.id
  LEFT JOIN ultima_actividad ua ON ua.alumno_curso = ac.id
  WHERE ac.id = ANY (ids)
  ON CONFLICT (alumno_curso) DO UPDATE SET curso = excluded.curso, alumno = excluded.alumno,
    confirmada = excluded.confirmada, nombre_orden = excluded.nombre_orden,
    busqueda = excluded.busqueda, subtemas_terminados = excluded.subtemas_terminados,
    respuestas_foro = excluded.respuestas_foro, ultima_actividad = excluded.ultima_actividad
  -- An unchanged row is not written: no dead tuple, no index entries.
  WHERE (c.curso, c.alumno, c.confirmada, c.nombre_orden, c.busqueda, c.subtemas_terminados,
      c.respuestas_foro, c.ultima_actividad)
    IS DISTINCT FROM (excluded.curso, excluded.alumno, excluded.confirmada, excluded.nombre_orden,
      excluded.busqueda, excluded.subtemas_terminados, excluded.respuestas_foro,
      excluded.ultima_actividad);
END $$;
--> statement-breakpoint
-- Per enrolment and evaluation of its course that is not archived: the best grade of the
-- submitted attempts (an open one does not count), whether one passed, how many were submitted.
-- Pairs that no longer hold (the evaluation archived, the enrolment moved) are deleted.
CREATE OR REPLACE FUNCTION calificaciones_recalcular_evaluaciones(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM calificaciones_evaluaciones ce
  WHERE ce.alumno_curso = ANY (ids) AND NOT EXISTS (
    SELECT 1 FROM alumno_curso ac JOIN evaluaciones e ON e.curso = ac.curso
    WHERE ac.id = ce.alumno_curso AND e.id = ce.evaluacion AND e.archivada_en IS NULL);
  INSERT INTO calificaciones_evaluaciones AS c
    (alumno_curso, evaluacion, alumno, confirmada, nombre_orden, busqueda, mejor, aprobada,
      intentos)
  SELECT ac.id, e.id, ac.alumno, ac.estado = 'confirmada', u.nombre_orden, u.busqueda, r.mejor,
    coalesce(r.aprobada, false),
    coalesce(r.intentos, 0)
  FROM alumno_curso ac JOIN users u ON u.id = ac.alumno
  JOIN evaluaciones e ON e.curso = ac.curso AND e.archivada_en IS NULL
  LEFT JOIN (SELECT a.alumno_curso, a.evaluacion, max(a.calificacion) AS mejor,
      bool_or(a.resultado = 1) AS aprobada, count(*)::int AS intentos
    FROM alumno_evaluacion_curso a WHERE a.alumno_curso = ANY (ids) AND a.fecha IS NOT NULL
    GROUP BY a.alumno_curso, a.evaluacion) r ON r.alumno_curso = ac.id AND r.evaluacion = e.id
  WHERE ac.id = ANY (ids)
  ON CONFLICT (alumno_curso, evaluacion) DO UPDATE SET alumno = excluded.alumno,
    confirmada = excluded.confirmada, nombre_orden = excluded.nombre_orden,
    busqueda = excluded.busqueda, mejor = excluded.mejor, aprobada = excluded.aprobada,
    intentos = excluded.intentos
  WHERE (c.alumno, c.confirmada, c.nombre_orden, c.busqueda, c.mejor, c.aprobada, c.intentos)
    IS DISTINCT FROM (excluded.alumno, excluded.confirmada, excluded.nombre_orden,
      excluded.busqueda, excluded.mejor, excluded.aprobada, excluded.intentos);
END $$;
--> statement-breakpoint
-- The gradebook's counts (`calificaciones_conteos`) from scratch: per course its confirmed
-- enrolments (grupo 0), per course and group those whose student is a member. Takes the table's
-- lock first, so no trigger adds to a count between the delete and the insert.
CREATE OR REPLACE FUNCTION calificaciones_recontar() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE calificaciones_conteos IN EXCLUSIVE MODE;
  DELETE FROM calificaciones_conteos;
  INSERT INTO calificaciones_conteos (curso, grupo, n)
  SELECT f.curso, 0, count(*)::int FROM calificaciones_cifras f WHERE f.confirmada
  GROUP BY f.curso;
  INSERT INTO calificaciones_conteos (curso, grupo, n)
  SELECT g.curso, g.id, count(*)::int FROM grupos g
  JOIN grupo_alumnos ga ON ga.grupo = g.id
  JOIN calificaciones_cifras f ON f.curso = g.curso AND f.alumno = ga.alumno AND f.confirmada
  GROUP BY g.curso, g.id;
END $$;
--> statement-breakpoint
-- Every enrolment's figures from scratch: after a restore (the backup leaves these tables out)
-- and at the end of the bench's generator. Also drops rows whose enrolment is gone, which a load
-- without foreign keys could leave.
CREATE OR REPLACE FUNCTION calificaciones_reconstruir() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  todas integer[] := array(SELECT id FROM alumno_curso);
BEGIN
  DELETE FROM calificaciones_cifras c
    WHERE NOT EXISTS (SELECT 1 FROM alumno_curso ac WHERE ac.id = c.alumno_curso);
  DELETE FROM calificaciones_evaluaciones c
    WHERE NOT EXISTS (SELECT 1 FROM alumno_curso ac WHERE ac.id = c.alumno_curso);
  PERFORM calificaciones_recalcular_cifras(todas);
  PERFORM calificaciones_recalcular_evaluaciones(todas);
  PERFORM calificaciones_recontar();
END $$;
--> statement-breakpoint
-- Enrolments: a new one gets its rows; one confirmed, rejected, or moved to another course or
-- student is recomputed.
CREATE OR REPLACE FUNCTION calificaciones_por_inscripcion() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT id FROM nuevas);
  ELSE
    ids := array(SELECT n.id FROM nuevas n JOIN viejas o ON o.id = n.id
      WHERE (n.curso, n.alumno, n.estado) IS DISTINCT FROM (o.curso, o.alumno, o.estado));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_cifras(ids);
    PERFORM calificaciones_recalcular_evaluaciones(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_inscripcion_alta AFTER INSERT ON alumno_curso
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_inscripcion();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_inscripcion_cambio AFTER UPDATE ON alumno_curso
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_inscripcion();
--> statement-breakpoint
-- A student's name or e-mail: the name key and search text copied into their enrolments' rows
-- (a profile saved with the same ones changes nothing).
CREATE OR REPLACE FUNCTION calificaciones_por_nombre() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := array(SELECT ac.id FROM nuevas n JOIN viejas o ON o.id = n.id
    JOIN alumno_curso ac ON ac.alumno = n.id WHERE (n.nombre_orden, n.busqueda) IS DISTINCT FROM (o.nombre_orden, o.busqueda));
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_cifras(ids);
    PERFORM calificaciones_recalcular_evaluaciones(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_nombre AFTER UPDATE ON users
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_nombre();
--> statement-breakpoint
-- Lessons finished ('Marcar como Terminado'; a deleted lesson's rows go by cascade, which fires
-- the delete trigger), forum answers and replies: the enrolment's figures.
-- Which enrolments it touches comes from the transition tables of the trigger's event (TG_OP).
CREATE OR REPLACE FUNCTION calificaciones_por_cifra() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT alumno_curso FROM nuevas WHERE alumno_curso IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT alumno_curso FROM viejas WHERE alumno_curso IS NOT NULL);
  ELSE
    ids := array(SELECT alumno_curso FROM nuevas WHERE alumno_curso IS NOT NULL
      UNION SELECT alumno_curso FROM viejas WHERE alumno_curso IS NOT NULL);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_cifras(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_subtema_alta AFTER INSERT ON subtema_completado
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_subtema_baja AFTER DELETE ON subtema_completado
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_subtema_cambio AFTER UPDATE ON subtema_completado
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_foro_alta AFTER INSERT ON foro_respuestas
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_foro_baja AFTER DELETE ON foro_respuestas
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_foro_cambio AFTER UPDATE ON foro_respuestas
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_replica_alta AFTER INSERT ON foro_respuestas_respuestas
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_replica_baja AFTER DELETE ON foro_respuestas_respuestas
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_replica_cambio AFTER UPDATE ON foro_respuestas_respuestas
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_cifra();
--> statement-breakpoint
-- The last activity is written on the students' own calls (at most once every 5 minutes per
-- enrolment, decision 026): only its copy is set, instead of recounting the enrolment's lessons
-- and forum answers (3-6 ms against about 0.3 on the bench's full database). An enrolment
-- without figures yet, or one whose row moved away, is recomputed whole.
CREATE OR REPLACE FUNCTION calificaciones_por_actividad() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'DELETE' THEN
    ids := array(SELECT v.alumno_curso FROM viejas v);
  ELSE
    UPDATE calificaciones_cifras c SET ultima_actividad = n.fecha FROM nuevas n
    WHERE c.alumno_curso = n.alumno_curso AND c.ultima_actividad IS DISTINCT FROM n.fecha;
    ids := array(SELECT n.alumno_curso FROM nuevas n WHERE NOT EXISTS (
      SELECT 1 FROM calificaciones_cifras c WHERE c.alumno_curso = n.alumno_curso));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    ids := ids || array(SELECT v.alumno_curso FROM viejas v WHERE NOT EXISTS (
      SELECT 1 FROM nuevas n WHERE n.alumno_curso = v.alumno_curso));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_cifras(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_actividad_alta AFTER INSERT ON ultima_actividad
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_actividad();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_actividad_baja AFTER DELETE ON ultima_actividad
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_actividad();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_actividad_cambio AFTER UPDATE ON ultima_actividad
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_actividad();
--> statement-breakpoint
-- A lesson moved to another topic may change course: its finishers' counts are recomputed (an
-- edit that keeps the topic recomputes nothing).
CREATE OR REPLACE FUNCTION calificaciones_por_leccion() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := array(SELECT DISTINCT sc.alumno_curso FROM nuevas n
    JOIN viejas o ON o.id = n.id AND o.tema <> n.tema
    JOIN subtema_completado sc ON sc.subtema = n.id);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_cifras(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_leccion_cambio AFTER UPDATE ON subtemas
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_leccion();
--> statement-breakpoint
-- Attempts: the enrolment's evaluation figures.
CREATE OR REPLACE FUNCTION calificaciones_por_intento() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT alumno_curso FROM nuevas WHERE fecha IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT alumno_curso FROM viejas);
  ELSE
    ids := array(SELECT x.alumno_curso FROM nuevas n JOIN viejas o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.alumno_curso), (o.alumno_curso)) x (alumno_curso)
      WHERE (n.alumno_curso, n.evaluacion, n.fecha, n.calificacion, n.resultado)
        IS DISTINCT FROM (o.alumno_curso, o.evaluacion, o.fecha, o.calificacion, o.resultado));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_evaluaciones(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_intento_alta AFTER INSERT ON alumno_evaluacion_curso
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_intento();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_intento_baja AFTER DELETE ON alumno_evaluacion_curso
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_intento();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_intento_cambio
  AFTER UPDATE ON alumno_evaluacion_curso
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_intento();
--> statement-breakpoint
-- Evaluations created, archived, restored or moved: every enrolment of the courses concerned
-- (an edit that changes neither recomputes nothing).
CREATE OR REPLACE FUNCTION calificaciones_por_evaluacion() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT ac.id FROM alumno_curso ac
      WHERE ac.curso IN (SELECT curso FROM nuevas WHERE archivada_en IS NULL));
  ELSE
    ids := array(SELECT ac.id FROM alumno_curso ac WHERE ac.curso IN (
      SELECT x.curso FROM nuevas n JOIN viejas o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.curso), (o.curso)) x (curso)
      WHERE n.curso <> o.curso OR (n.archivada_en IS NULL) <> (o.archivada_en IS NULL)));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM calificaciones_recalcular_evaluaciones(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_evaluacion_alta AFTER INSERT ON evaluaciones
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_evaluacion();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_evaluacion_cambio AFTER UPDATE ON evaluaciones
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_evaluacion();
--> statement-breakpoint
-- A page reads a few dozen index entries: a parallel plan's worker start-up (15 ms on two busy
-- cores) would cost more than the whole read, so these tables are never scanned in parallel.
ALTER TABLE calificaciones_cifras SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE calificaciones_evaluaciones SET (parallel_workers = 0);

--> statement-breakpoint
-- The counts move by increments (n = n + delta), not by counting again: a count read in a
-- statement's snapshot misses another transaction's enrolment made at the same time, and the
-- last to write would lose it; an increment waits for the row's lock and adds to what the other
-- left. Each writer first locks its courses' rows (grupo 0, in course order), then reads the
-- other table (memberships, or enrolments) in a new snapshot: of an enrolment and a membership
-- of the same student written at once, whichever writer comes second sees the other's row,
-- committed, and counts the pair once.
-- Takes (course, student, +1 or -1) per confirmed figures row that came or went, as three arrays.
CREATE OR REPLACE FUNCTION calificaciones_contar(c_cursos integer[], c_alumnos integer[],
  c_deltas integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calificaciones_conteos AS k (curso, grupo, n)
  SELECT x.curso, 0, sum(x.delta)::int FROM unnest(c_cursos, c_deltas) x (curso, delta)
  GROUP BY x.curso ORDER BY x.curso
  ON CONFLICT (curso, grupo) DO UPDATE SET n = k.n + excluded.n;
  INSERT INTO calificaciones_conteos AS k (curso, grupo, n)
  SELECT x.curso, g.id, sum(x.delta)::int
  FROM unnest(c_cursos, c_alumnos, c_deltas) x (curso, alumno, delta)
  JOIN grupo_alumnos ga ON ga.alumno = x.alumno
  JOIN grupos g ON g.id = ga.grupo AND g.curso = x.curso
  GROUP BY x.curso, g.id ORDER BY x.curso, g.id
  ON CONFLICT (curso, grupo) DO UPDATE SET n = k.n + excluded.n;
END $$;
--> statement-breakpoint
-- A figures row is what the gradebook lists when `confirmada`: one that came, went, or changed
-- its course, student or state moves the counts (enrolments deleted go by cascade, which fires
-- the delete trigger).
CREATE OR REPLACE FUNCTION calificaciones_por_conteo() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  c_cursos integer[];
  c_alumnos integer[];
  c_deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(curso), array_agg(alumno), array_agg(1) INTO c_cursos, c_alumnos, c_deltas
    FROM nuevas WHERE confirmada;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(curso), array_agg(alumno), array_agg(-1) INTO c_cursos, c_alumnos, c_deltas
    FROM viejas WHERE confirmada;
  ELSE
    SELECT array_agg(x.curso), array_agg(x.alumno), array_agg(x.delta)
    INTO c_cursos, c_alumnos, c_deltas
    FROM nuevas n JOIN viejas o ON o.alumno_curso = n.alumno_curso
    CROSS JOIN LATERAL (VALUES (n.curso, n.alumno, 1, n.confirmada),
      (o.curso, o.alumno, -1, o.confirmada)) x (curso, alumno, delta, confirmada)
    WHERE x.confirmada AND (n.curso, n.alumno, n.confirmada)
      IS DISTINCT FROM (o.curso, o.alumno, o.confirmada);
  END IF;
  IF cardinality(c_cursos) > 0 THEN
    PERFORM calificaciones_contar(c_cursos, c_alumnos, c_deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_conteo_alta AFTER INSERT ON calificaciones_cifras
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_conteo();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_conteo_baja AFTER DELETE ON calificaciones_cifras
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_conteo();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_conteo_cambio AFTER UPDATE ON calificaciones_cifras
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_conteo();
--> statement-breakpoint
-- A student added to a group, removed, or moved to another: the group's count moves by one when
-- the student has a confirmed enrolment in the group's course. The courses' rows are locked
-- first (see `calificaciones_contar`).
CREATE OR REPLACE FUNCTION calificaciones_por_miembro() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  m_grupos integer[];
  m_alumnos integer[];
  m_deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(grupo), array_agg(alumno), array_agg(1) INTO m_grupos, m_alumnos, m_deltas
    FROM nuevas;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(grupo), array_agg(alumno), array_agg(-1) INTO m_grupos, m_alumnos, m_deltas
    FROM viejas;
  ELSE
    SELECT array_agg(x.grupo), array_agg(x.alumno), array_agg(x.delta)
    INTO m_grupos, m_alumnos, m_deltas
    FROM nuevas n JOIN viejas o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.grupo, n.alumno, 1), (o.grupo, o.alumno, -1))
      x (grupo, alumno, delta)
    WHERE (n.grupo, n.alumno) IS DISTINCT FROM (o.grupo, o.alumno);
  END IF;
  IF cardinality(m_grupos) > 0 THEN
    INSERT INTO calificaciones_conteos AS k (curso, grupo, n)
    SELECT DISTINCT g.curso, 0, 0 FROM grupos g WHERE g.id = ANY (m_grupos) ORDER BY g.curso
    ON CONFLICT (curso, grupo) DO UPDATE SET n = k.n;
    INSERT INTO calificaciones_conteos AS k (curso, grupo, n)
    SELECT g.curso, g.id, sum(x.delta)::int
    FROM unnest(m_grupos, m_alumnos, m_deltas) x (grupo, alumno, delta)
    JOIN grupos g ON g.id = x.grupo
    WHERE EXISTS (SELECT 1 FROM calificaciones_cifras f
      WHERE f.curso = g.curso AND f.alumno = x.alumno AND f.confirmada)
    GROUP BY g.curso, g.id ORDER BY g.curso, g.id
    ON CONFLICT (curso, grupo) DO UPDATE SET n = k.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_miembro_alta AFTER INSERT ON grupo_alumnos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_miembro();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_miembro_baja AFTER DELETE ON grupo_alumnos
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION calificaciones_por_miembro();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_miembro_cambio AFTER UPDATE ON grupo_alumnos
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_miembro();
--> statement-breakpoint
-- A group moved to another course (no call does it; a tool might): its count is taken again,
-- under both courses' locks.
CREATE OR REPLACE FUNCTION calificaciones_por_grupo() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := array(SELECT n.id FROM nuevas n JOIN viejas o ON o.id = n.id
    WHERE n.curso <> o.curso);
BEGIN
  IF cardinality(ids) > 0 THEN
    INSERT INTO calificaciones_conteos AS k (curso, grupo, n)
    SELECT DISTINCT x.curso, 0, 0 FROM (SELECT curso FROM nuevas WHERE id = ANY (ids)
      UNION SELECT curso FROM viejas WHERE id = ANY (ids)) x ORDER BY x.curso
    ON CONFLICT (curso, grupo) DO UPDATE SET n = k.n;
    DELETE FROM calificaciones_conteos WHERE grupo = ANY (ids);
    INSERT INTO calificaciones_conteos (curso, grupo, n)
    SELECT g.curso, g.id, count(*)::int FROM grupos g
    JOIN grupo_alumnos ga ON ga.grupo = g.id
    JOIN calificaciones_cifras f ON f.curso = g.curso AND f.alumno = ga.alumno AND f.confirmada
    WHERE g.id = ANY (ids) GROUP BY g.curso, g.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER calificaciones_grupo_cambio AFTER UPDATE ON grupos
  REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT
  EXECUTE FUNCTION calificaciones_por_grupo();
--> statement-breakpoint
-- An existing database gets its counts once, from the figures already kept.
SELECT calificaciones_recontar();
