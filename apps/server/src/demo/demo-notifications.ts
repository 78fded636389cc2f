import type { Tx } from '../db/client';
import { notificaciones, preferencias_notificacion } from '../db/schema/index';
import type { DemoPeople } from './demo-people';
import { daysAgo, item } from './demo-support';

/**
 * Ana's bell shows her certificate (read, it is three days old) and Luis chose the daily digest
 * for forum replies, so the profile's 'Notificaciones' shows a choice that is not the default.
 * Written as rows: the demo sends no mail.
 */
export async function seedDemoNotifications(tx: Tx, ids: { people: DemoPeople }): Promise<void> {
  const ana = item(ids.people.students, 0);
  const luis = item(ids.people.students, 1);
  await tx.insert(notificaciones).values({
    usuario: ana,
    tipo: 'certificado_emitido',
    titulo: 'Tu certificado de «Ciencia de datos con Python» ya está disponible',
    enlace: '/plataforma/mis-certificados',
    leida: true,
    creado: daysAgo(3, 12),
  });
  await tx
    .insert(preferencias_notificacion)
    .values({ usuario: luis, tipo: 'respuesta_foro', correo: true, modo: 'resumen' });
}
