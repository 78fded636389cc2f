import { coursePrice } from '@academia/contract/core/course-price';
import { fechaLarga } from '@academia/contract/core/long-date';
import { Anchor, Breadcrumbs, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import { JsonLd } from '~/components/ui/json-ld';
import { Tag } from '~/components/ui/tag';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta, shortText, uploadsUrl } from '~/lib/seo';
import { getCursoPublico } from '../api/get-curso-publico';
import { courseStructuredData } from '../components/course-structured-data';
import { MarketDemand } from '../components/market-demand';
import type { Route } from './+types/public-course-screen';
import classes from './public-course-screen.module.css';

/** curso/:slug — a course of the catalogue, rendered on the server with its sharing tags. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  try {
    const curso = await getCursoPublico(params.slug, { fetchApi });
    return { curso, publicUrl, academyName };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw data('No encontrado', { status: 404 });
    }
    throw err;
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta({
    title: d.curso.nombre,
    description: shortText(d.curso.descripcion || d.curso.nombre),
    path: `/curso/${d.curso.slug}`,
    publicUrl: d.publicUrl,
    academyName: d.academyName,
    image: d.curso.imagen,
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function PublicCourseScreen({ loaderData }: Route.ComponentProps) {
  const { curso, publicUrl, academyName } = loaderData;
  const lecciones = curso.temario.reduce((sum, t) => sum + t.subtemas.length, 0);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <nav aria-label="Ruta de navegación">
          <Breadcrumbs>
            <Anchor component={Link} to="/cursos">
              Cursos
            </Anchor>
            <Anchor component={Link} to={`/cursos?categoria=${curso.categoria}`}>
              {curso.categoria_nombre}
            </Anchor>
            <Text span aria-current="page">
              {curso.nombre}
            </Text>
          </Breadcrumbs>
        </nav>
        <Title order={1}>{curso.nombre}</Title>
        <div className={classes.layout}>
          <aside className={classes.aside} aria-label="Inscripción">
            <Paper withBorder radius="md" p="lg" shadow="xs">
              <Stack gap="md">
                <p className={classes.price}>{coursePrice(curso.precio)}</p>
                <Button component={Link} to={`/registro/${curso.slug}`} size="md" fullWidth>
                  Inscríbete
                </Button>
                <dl className={classes.facts}>
                  <dt>Duración</dt>
                  <dd>{plural(curso.horas_curso, 'hora', 'horas')}</dd>
                  <dt>Inicio</dt>
                  <dd>{curso.fecha_inicio ? fechaLarga(curso.fecha_inicio) : 'A tu ritmo'}</dd>
                  <dt>Fin</dt>
                  <dd>{curso.fecha_fin ? fechaLarga(curso.fecha_fin) : 'Sin fecha de cierre'}</dd>
                  <dt>Acceso</dt>
                  <dd>{plural(curso.dias_plataforma, 'día', 'días')} en la plataforma</dd>
                  <dt>Modalidad</dt>
                  <dd>En línea</dd>
                </dl>
              </Stack>
            </Paper>
          </aside>
          <div className={classes.main}>
            {curso.imagen && (
              <img
                className={classes.cover}
                src={uploadsUrl(curso.imagen)}
                alt=""
                width={800}
                height={450}
                fetchPriority="high"
              />
            )}
            <section aria-labelledby="acerca">
              <Tag variant="light" size="sm" to={`/cursos?categoria=${curso.categoria}`}>
                {curso.categoria_nombre}
              </Tag>
              <Title order={2} id="acerca" size="h3" mt="sm" mb="xs">
                Acerca del curso
              </Title>
              <Text className={classes.description}>
                {curso.descripcion || 'Pronto publicaremos la descripción de este curso.'}
              </Text>
            </section>
            <section aria-labelledby="temario">
              <Title order={2} id="temario" size="h3" mb={4}>
                Temario
              </Title>
              {curso.temario.length === 0 ? (
                <Text c="dimmed">Publicaremos el temario antes del inicio del curso.</Text>
              ) : (
                <>
                  <Text size="sm" c="dimmed" mb="sm">
                    {plural(curso.temario.length, 'tema', 'temas')} ·{' '}
                    {plural(lecciones, 'lección', 'lecciones')}
                  </Text>
                  {curso.temario.map((tema, i) => (
                    <details
                      // Topics have no id on the public page: their position is their identity.
                      // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
                      key={i}
                      className={classes.topic}
                      open={i === 0}
                    >
                      <summary>
                        {tema.nombre}
                        <span>{plural(tema.subtemas.length, 'lección', 'lecciones')}</span>
                      </summary>
                      {tema.subtemas.length > 0 && (
                        <ol className={classes.lessons}>
                          {tema.subtemas.map((nombre, j) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
                            <li key={j}>{nombre}</li>
                          ))}
                        </ol>
                      )}
                    </details>
                  ))}
                </>
              )}
            </section>
            <MarketDemand demanda={curso.demanda} headingLevel={2} className={classes.demand} />
            {curso.profesores.length > 0 && (
              <section aria-labelledby="profesores">
                <Title order={2} id="profesores" size="h3" mb="xs">
                  {curso.profesores.length === 1 ? 'Profesor' : 'Profesores'}
                </Title>
                <ul className={classes.teachers}>
                  {curso.profesores.map((p) => (
                    <li key={`${p.first_name} ${p.last_name}`}>
                      {p.first_name} {p.last_name}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </Stack>
      <JsonLd data={courseStructuredData(curso, { publicUrl, academyName })} />
    </Container>
  );
}
