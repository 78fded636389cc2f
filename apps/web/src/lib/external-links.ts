/** The Programas dropdown's courses live on external sites; change their addresses here. */
export const PROGRAM_LINKS = [
  { label: 'Ciencia de Datos', href: 'https://www.netacad.com/courses/data-science' },
  { label: 'Cisco CCNA', href: 'https://www.netacad.com/cisco-networking-academy-ccna' },
] as const;

const CHAT_GREETING = 'Hola, me gustaría recibir información sobre sus servicios.';

/** The floating chat button opens WhatsApp with the greeting, to the academy's phone if set. */
export function chatLink(contactPhone: string | undefined): string {
  const digits = contactPhone?.replace(/\D/g, '') ?? '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(CHAT_GREETING)}`;
}
