import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import classes from './chat-button.module.css';

/** The floating messaging-chat button of the public site (spec, public top navigation). */
export function ChatButton({ href }: { href: string }) {
  return (
    <ActionIcon
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp para pedir información"
      title="Escríbenos por WhatsApp"
      size={56}
      radius="xl"
      color="green"
      className={classes.button}
    >
      <IconBrandWhatsapp size={32} aria-hidden />
    </ActionIcon>
  );
}
