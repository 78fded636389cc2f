import { Box } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CallOutcomeProvider } from '~/components/ui/call-outcome';
import { TopNav } from '~/components/ui/top-nav';
import { useLogout } from '~/features/auth/api/logout';
import { NotificationBell } from '~/features/notifications/components/notification-bell';
import { useAcademy } from '~/lib/academy';
import { queryClient } from '~/lib/query-client';
import { useAcademyTitle } from './academy-title';
import { MAIN_ID, SkipLink } from './skip-link';

interface SignedInTopNavShellProps {
  /** Where the brand link goes: the area's home. */
  home: string;
  /** Names the navigation landmark for assistive technology. */
  label: string;
  links: readonly { label: string; to: string }[];
  /** Shown above every page of the area (the demo-password warning for administrators). */
  banner?: ReactNode;
}

/** A signed-in area with a top navigation ending in 'Cerrar sesión' (student, article admin). */
export function SignedInTopNavShell({ home, label, links, banner }: SignedInTopNavShellProps) {
  const { academyName } = useAcademy();
  const logout = useLogout();
  useAcademyTitle();
  return (
    <QueryClientProvider client={queryClient}>
      <CallOutcomeProvider>
        <SkipLink />
        <TopNav
          brand={academyName}
          brandTo={home}
          label={label}
          extra={<NotificationBell />}
          items={[
            ...links.map((link) => ({ kind: 'link' as const, ...link })),
            { kind: 'action', label: 'Cerrar sesión', onClick: () => void logout() },
          ]}
        />
        <Box component="main" id={MAIN_ID} tabIndex={-1}>
          {banner}
          <Outlet />
        </Box>
      </CallOutcomeProvider>
    </QueryClientProvider>
  );
}
