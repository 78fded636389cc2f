import { Button, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandPinterest } from '@tabler/icons-react';

/** The article's three sharing links: image sharing, social network and professional network. */
export function ShareLinks({ url, title, image }: { url: string; title: string; image?: string }) {
  const u = encodeURIComponent(url);
  const links = [
    {
      label: 'Compartir en Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${encodeURIComponent(title)}${image ? `&media=${encodeURIComponent(image)}` : ''}`,
      icon: IconBrandPinterest,
    },
    {
      label: 'Compartir en Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: IconBrandFacebook,
    },
    {
      label: 'Compartir en LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: IconBrandLinkedin,
    },
  ];
  return (
    <Group gap="xs" aria-label="Compartir">
      {links.map(({ label, href, icon: Icon }) => (
        <Button
          key={label}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size="xs"
          leftSection={<Icon size={16} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
