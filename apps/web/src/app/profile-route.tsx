import { CareerPrivacy } from '~/features/career/components/career-privacy';
import { NotificationPreferences } from '~/features/notifications/components/notification-preferences';
import ProfileScreen from '~/features/profile/screens/profile-screen';

export { meta } from '~/features/profile/screens/profile-screen';

/**
 * plataforma/perfil: the profile, with the notifications' preferences and the job board's privacy
 * choices among its sections.
 */
export default function ProfileRoute() {
  return (
    <ProfileScreen
      notifications={
        <>
          <NotificationPreferences />
          <CareerPrivacy />
        </>
      }
    />
  );
}
