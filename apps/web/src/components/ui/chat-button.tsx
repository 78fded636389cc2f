import { IconBrandWhatsapp } from '@tabler/icons-react';
import classes from './chat-button.module.css';

/**
 * The floating messaging-chat button of the public site (spec, public top navigation). A plain
 * link styled with Mantine's variables: Mantine's ActionIcon would bring its loading state and
 * group components to every public page for a button that only links out.
 */
export function ChatButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp para pedir información"
      title="Escríbenos por WhatsApp"
      className={classes.button}
    >
      <IconBrandWhatsapp size={32} aria-hidden />
    </a>
  );
}
