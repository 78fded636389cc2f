import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { getJob } from '~/features/jobs/api/get-job';
import { getJobs } from '~/features/jobs/api/get-jobs';
import { JobScreen } from '~/features/jobs/screens/job-screen';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta, shortText } from '~/lib/seo';
import { getStoredToken } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/job-route';

// Loaded only in a browser that holds a session: visitors' job pages keep their small budget.
const StudentApply = lazy(() => import('./job-student-apply'));

export async function loader({ params, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  try {
    const [job, jobs] = await Promise.all([
      getJob(params.unique_id, { fetchApi }),
      getJobs({ fetchApi }),
    ]);
    return { job, jobs, publicUrl, academyName };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw data('No encontrado', { status: 404 });
    }
    throw err;
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta({
    title: d.job.nombre,
    description: shortText(d.job.descripcion_corta || d.job.nombre),
    path: `/job/${d.job.unique_id}`,
    publicUrl: d.publicUrl,
    academyName: d.academyName,
  });
}

/** job/:unique_id: the public vacancy, plus the one-click application for a signed-in student. */
export default function JobRoute({ loaderData }: Route.ComponentProps) {
  const { job, jobs } = loaderData;
  const hydrated = useHydrated();
  const signedIn = hydrated && getStoredToken() !== null;
  return (
    <JobScreen
      job={job}
      jobs={jobs}
      platformApply={
        signedIn && (
          <Suspense fallback={null}>
            <StudentApply job={job.unique_id} nombre={job.nombre} />
          </Suspense>
        )
      }
    />
  );
}
