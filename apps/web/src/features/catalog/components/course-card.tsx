import type { TCursoCatalogo } from '@academia/contract/catalog/get-catalogo-cursos';
import { coursePrice } from '@academia/contract/core/course-price';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { Tag } from '~/components/ui/tag';
import { uploadsUrl } from '~/lib/seo';
import classes from './course-card.module.css';
import { courseDates } from './course-dates';
import { MarketDemand } from './market-demand';

/**
 * A course of the catalogue: cover, category, name (the link to its page, stretched over the
 * card), the start of its description, dates, hours and price. Plain markup: the public pages
 * have a 120 KB JavaScript budget.
 */
export function CourseCard({ curso, eager }: { curso: TCursoCatalogo; eager: boolean }) {
  return (
    <article className={classes.card}>
      {curso.imagen ? (
        <img
          className={classes.cover}
          src={uploadsUrl(curso.imagen)}
          alt=""
          width={400}
          height={225}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : (
        <div className={classes.placeholder} aria-hidden>
          {curso.categoria_nombre}
        </div>
      )}
      <div className={classes.body}>
        <Tag variant="light" size="sm">
          {curso.categoria_nombre}
        </Tag>
        <h2 className={classes.title}>
          <Link className={classes.link} to={`/curso/${curso.slug}`}>
            {curso.nombre}
          </Link>
        </h2>
        <Text size="sm" c="dimmed" className={classes.summary}>
          {curso.resumen}
        </Text>
        <Text size="sm">{courseDates(curso.fecha_inicio, curso.fecha_fin)}</Text>
        <MarketDemand demanda={curso.demanda} className={classes.demand} />
        <div className={classes.footer}>
          <Text size="sm" c="dimmed">
            {curso.horas_curso} horas
          </Text>
          <span className={classes.price}>{coursePrice(curso.precio)}</span>
        </div>
      </div>
    </article>
  );
}
