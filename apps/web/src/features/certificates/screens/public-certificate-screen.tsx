import { DECLARACION_CERTIFICADO } from '@academia/contract/certificates/certificate-statement';
import type { TDatosCertificado } from '@academia/contract/certificates/get-datos-certificado-alumno';
import type { TVerificacionCredencial } from '@academia/contract/certificates/verificar-credencial-certificado';
import { fechaLarga } from '@academia/contract/core/long-date';
import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAward, IconCheck, IconX } from '@tabler/icons-react';
import { data, redirect } from 'react-router';
import iconList from '~/components/ui/icon-list.module.css';
import { NOT_FOUND_TITLE, NotFound } from '~/components/ui/not-found';
import { Notice } from '~/components/ui/notice';
import columns from '~/components/ui/page-columns.module.css';
import { Tag } from '~/components/ui/tag';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { pageTitle } from '~/lib/seo';
import { getCredencialCertificado } from '../api/get-credencial-certificado';
import { getDatosCertificadoAlumno } from '../api/get-datos-certificado-alumno';
import { verificarCredencialCertificado } from '../api/verificar-credencial-certificado';
import { linkedInAddToProfileUrl } from '../certificate-links';
import type { Route } from './+types/public-certificate-screen';
import classes from './public-certificate-screen.module.css';

interface Found {
  found: true;
  certificado: TDatosCertificado;
  credencial: { jwt: string; nombre_archivo: string; verificacion: TVerificacionCredencial } | null;
  pageUrl: string;
  imageUrl: string | null;
}

/**
 * Rendered on the server: the data, the signed credential and its verification are fetched in
 * process, so the Open Graph tags and the verdict are in the first HTML. An unknown or
 * malformed code is the 404 page with status 404; a wrong slug redirects to the right one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl } = serverContext(context);
  let certificado: TDatosCertificado;
  try {
    certificado = await getDatosCertificadoAlumno(params.unique_id, { fetchApi });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      return data({ found: false as const }, { status: 404 });
    }
    throw err;
  }
  if (params.slug !== certificado.curso_slug) {
    throw redirect(
      `/public/certificado-digital/${certificado.unique_id}/${certificado.curso_slug}`,
      301,
    );
  }
  let credencial: Found['credencial'] = null;
  if (certificado.estado === 'vigente') {
    const signed = await getCredencialCertificado(certificado.unique_id, { fetchApi });
    credencial = {
      jwt: signed.credencial,
      nombre_archivo: signed.nombre_archivo,
      verificacion: await verificarCredencialCertificado(signed.credencial, { fetchApi }),
    };
  }
  const found: Found = {
    found: true,
    certificado,
    credencial,
    pageUrl: `${publicUrl}/public/certificado-digital/${certificado.unique_id}/${certificado.curso_slug}`,
    imageUrl: certificado.imagen_certificado
      ? `${publicUrl}/uploads/${certificado.imagen_certificado}`
      : certificado.imagen
        ? `${publicUrl}/uploads/${certificado.imagen}`
        : null,
  };
  return found;
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d?.found)
    return [pageTitle(NOT_FOUND_TITLE, matches), { name: 'robots', content: 'noindex' }];
  const { certificado, pageUrl, imageUrl } = d;
  const title = `${certificado.curso} Certificado Digital`;
  const description =
    certificado.estado === 'vigente'
      ? `${certificado.alumno} obtuvo el certificado de ${certificado.curso} (${certificado.horas_curso} horas) de ${certificado.academia}.`
      : `Este certificado de ${certificado.curso} fue revocado por ${certificado.academia}.`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: certificado.academia },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: pageUrl },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { tagName: 'link', rel: 'canonical', href: pageUrl },
  ];
}

/** One line of the verification's result. Plain markup: the page's JavaScript budget is tight. */
function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className={iconList.item}>
      <span className={`${iconList.icon} ${ok ? classes.ok : classes.failed}`} aria-hidden>
        {ok ? <IconCheck size={14} /> : <IconX size={14} />}
      </span>
      {children}
    </li>
  );
}

function CredentialPanel({
  credencial,
  academia,
}: {
  credencial: NonNullable<Found['credencial']>;
  academia: string;
}) {
  const v = credencial.verificacion;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="credencial-titulo">
      <Title order={2} size="h4" id="credencial-titulo" mb="xs">
        Credencial verificable
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Una credencial Open Badges 3.0 firmada digitalmente por {academia}. Comprobada al abrir esta
        página:
      </Text>
      <ul
        className={`${iconList.list} ${classes.checks}`}
        aria-label="Resultado de la verificación"
      >
        <Check ok={v.firma}>
          {v.firma ? 'Firma digital válida' : 'La firma digital no es válida'}
        </Check>
        <Check ok={v.emisor}>
          {v.emisor ? `Emitida por ${academia}` : 'El emisor no es esta academia'}
        </Check>
        <Check ok={v.estado === 'vigente'}>
          {v.estado === 'vigente' ? 'Certificado vigente' : 'Certificado revocado'}
        </Check>
      </ul>
      <Text size="sm" mb="md" role="status">
        {v.mensaje}
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          variant="light"
          href={`data:application/jwt;charset=utf-8,${encodeURIComponent(credencial.jwt)}`}
          download={credencial.nombre_archivo}
        >
          Descargar credencial
        </Button>
        <Anchor href="/.well-known/jwks.json" size="sm">
          Clave pública del emisor
        </Anchor>
      </Group>
    </Card>
  );
}

export default function PublicCertificateScreen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { certificado: c, credencial, pageUrl } = loaderData;
  const vigente = c.estado === 'vigente';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {vigente ? (
          <Notice
            color="teal"
            // teal.0 behind the teal.9 title: Mantine's teal.1 leaves it under 4.5:1 contrast.
            background="var(--mantine-color-teal-0)"
            title="Certificado válido"
            icon={<IconCheck aria-hidden />}
          >
            Este certificado fue emitido por {c.academia} y está vigente.
          </Notice>
        ) : (
          <Notice
            color="red"
            variant="filled"
            title="Certificado revocado"
            icon={<IconX aria-hidden />}
            role="alert"
          >
            Este certificado fue revocado por {c.academia}
            {c.revocado_en ? ` el ${fechaLarga(c.revocado_en.slice(0, 10))}` : ''} y ya no es
            válido.
          </Notice>
        )}
        <div className={`${columns.columns} ${columns.halves}`}>
          {c.imagen_certificado ? (
            <Image
              src={`/uploads/${c.imagen_certificado}`}
              alt={`Certificado digital de ${c.alumno}: ${c.curso}`}
              radius="md"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          ) : c.imagen ? (
            <Image src={`/uploads/${c.imagen}`} alt={`Imagen del curso ${c.curso}`} radius="md" />
          ) : (
            <Box
              bg="blue.7"
              c="white"
              p="xl"
              style={{
                borderRadius: 8,
                aspectRatio: '4 / 3',
                display: 'grid',
                placeItems: 'center',
              }}
              role="img"
              aria-label={`Certificado de ${c.curso}`}
            >
              <Stack align="center" gap="xs">
                <IconAward size={72} stroke={1.4} aria-hidden />
                <Text fw={700} ta="center">
                  {c.curso}
                </Text>
              </Stack>
            </Box>
          )}
          <Stack gap="sm">
            <Group gap="xs">
              <Text c="dimmed" tt="uppercase" fw={700} size="sm">
                Certificado Digital
              </Text>
              <Tag color={vigente ? 'teal.9' : 'red.9'}>{vigente ? 'Vigente' : 'Revocado'}</Tag>
            </Group>
            <Title order={1}>{c.curso}</Title>
            <Text size="lg">
              Otorgado a <strong>{c.alumno}</strong>
            </Text>
            <Text>
              {c.alumno} {DECLARACION_CERTIFICADO[c.logro]}
            </Text>
            <Group component="dl" gap="xl" m={0}>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  Fecha de reconocimiento
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {fechaLarga(c.fecha_reconocimiento)}
                </Text>
              </div>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  Horas del curso
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {c.horas_curso} horas
                </Text>
              </div>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  Código
                </Text>
                <Text component="dd" m={0} ff="monospace" size="sm">
                  {c.unique_id}
                </Text>
              </div>
            </Group>
            {vigente && (
              <Group gap="sm" mt="sm">
                <Button
                  component="a"
                  href={linkedInAddToProfileUrl({
                    name: c.curso,
                    organizationName: c.academia,
                    fecha: c.fecha_reconocimiento,
                    certUrl: pageUrl,
                    certId: c.unique_id,
                  })}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="#0a66c2"
                >
                  Agregar a mi perfil de LinkedIn
                </Button>
                {c.archivo && (
                  <Button
                    component="a"
                    variant="default"
                    href={`/uploads/${c.archivo}`}
                    target="_blank"
                    rel="noopener"
                  >
                    Ver reconocimiento (PDF)
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </div>
        {credencial && <CredentialPanel credencial={credencial} academia={c.academia} />}
        <Card withBorder radius="md" p="lg" component="section" aria-labelledby="validacion-titulo">
          <Title order={2} size="h4" id="validacion-titulo" mb="xs">
            Validación del certificado
          </Title>
          <Text size="sm" mb="xs">
            Para validar este certificado, comunícate con {c.academia}:
          </Text>
          <Group gap="lg">
            {c.contacto_telefono && (
              <Text size="sm">
                Teléfono:{' '}
                <Anchor href={`tel:${c.contacto_telefono.replace(/\s+/g, '')}`}>
                  {c.contacto_telefono}
                </Anchor>
              </Text>
            )}
            <Text size="sm">
              Correo electrónico:{' '}
              <Anchor href={`mailto:${c.contacto_email}`}>{c.contacto_email}</Anchor>
            </Text>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}
