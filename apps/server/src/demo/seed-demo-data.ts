import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import { hashPassword } from '../platform/auth/passwords';
import { transaction } from '../platform/db/transaction';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoBlog } from './demo-blog';
import { seedDemoCertificates } from './demo-certificates';
import { writeDemoCourseImages } from './demo-course-images';
import { demoCourseImages, demoMaterialFiles, seedDemoCourses } from './demo-courses';
import { seedDemoEvaluations } from './demo-evaluations';
import { seedDemoForum } from './demo-forum';
import { seedDemoGroupsAndPayments } from './demo-groups-payments';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoLearning, writeDemoVideo } from './demo-learning';
import { seedDemoNotifications } from './demo-notifications';
import { DEMO_PASSWORD } from './demo-password';
import { demoLogins, seedDemoPeople } from './demo-people';
import { seedDemoProfile } from './demo-profile';
import { seedDemoSkills } from './demo-skills';
import { seedDemoVacancies } from './demo-vacancies';

export { DEMO_PASSWORD };

/**
 * Fills a living demo academy on a new database. It runs in one transaction, so a crash leaves
 * either the whole demo or none of it, and it does nothing when the demo is already there.
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  const existing = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@academia.test'))
    .limit(1);
  if (existing.length > 0) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const people = await seedDemoPeople(tx, passwordHash);
    await seedDemoBlog(tx, { autor: people.admin });
    await seedDemoJobs(tx);
    const courses = await seedDemoCourses(tx);
    const enrolments = await seedDemoLearning(tx, { students: people.students, courses });
    await seedDemoForum(tx, { people, courses, enrolments });
    await seedDemoEvaluations(tx, { courses, enrolments });
    await seedDemoGroupsAndPayments(tx, { people, courses, enrolments });
    await seedDemoAnnouncements(tx, { people, courses, enrolments });
    await seedDemoCertificates(tx, ctx, { people, enrolments });
    await seedDemoProfile(tx, { people });
    await seedDemoVacancies(tx);
    await seedDemoSkills(tx);
    await seedDemoNotifications(tx, { people });
    // The materials' files are written only once their rows exist, so a failed seed leaves none.
    onCommit(() =>
      Promise.all(
        demoMaterialFiles.map((f) =>
          ctx.storage.writeFile(f.archivo, Buffer.from(f.contenido, 'utf8')),
        ),
      ),
    );
    onCommit(() => writeDemoVideo(ctx.storage));
    onCommit(() => writeDemoCourseImages(ctx.storage, demoCourseImages));
  });
}

/**
 * The demo accounts still there and active, for the start-up message: none on a database
 * without the demo, or once an administrator deactivated or deleted them.
 */
export async function presentDemoLogins(ctx: AppContext): Promise<typeof demoLogins> {
  const rows = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          demoLogins.map((l) => l.email),
        ),
        eq(users.is_active, true),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return demoLogins.filter((l) => present.has(l.email));
}
