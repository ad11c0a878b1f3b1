import { availableParallelism, loadavg } from 'node:os';
import { createDatabase } from '@pamoja/server-kit/database';
import { prepareLearningDatabase } from '../../services/lms/src/db/migrate';
import { hammer, startService, type HttpFigures } from './http-load';
import {
  BENCH_JWT_SECRET,
  earnCertificate,
  learnerHeaders,
  learningApi,
  type Page,
} from './learning-client';
import { timeCertificateRenders } from './learning-pdf';
import { almostDoneSlug, seedLearning } from './learning-seed';
import { withScratchDatabase } from './scratch-database';

// BENCH_COURSES scales the catalogue down for a quick look (the other project has a tenth).
const BIG = Number(process.env.BENCH_COURSES ?? 10_000);
const PROJECT = 'bench-catalogue';
const BUDGET = { p99: 20, pdfMs: 300 };
const flag = (within: boolean) => (within ? 'ok' : 'over budget');
const load = () => loadavg()[0]!.toFixed(1);

/** Migrates a fresh database as the service does at start, then seeds it. */
async function prepare(url: string) {
  const database = await createDatabase({ url });
  await prepareLearningDatabase(database.db);
  await database.close();
  const started = performance.now();
  const seeded = await seedLearning(url, PROJECT, BIG);
  console.log(
    '\nLearning on PostgreSQL: %d + %d courses (%d lessons in the big project), %d enrolments of the learner, seeded and analysed in %d s',
    seeded.courses,
    Math.round(BIG / 10),
    seeded.lessons,
    seeded.mine,
    Math.round((performance.now() - started) / 1000),
  );
  return seeded;
}

/**
 * The learning catalogue and a learner's progress through HTTP (autocannon), and the
 * certificate PDF rendered alone and through its route. True when the figures add up: the
 * catalogue counts what was seeded, the learner has 50 enrolments, nothing failed.
 */
export async function benchLearning(): Promise<boolean> {
  return withScratchDatabase(async (url) => {
    const seeded = await prepare(url);
    const service = await startService('services/lms/src/server.ts', '/lms/v1/health', {
      DATABASE_URL: url,
      JWT_SECRET: BENCH_JWT_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LMS_PROJECT: PROJECT,
      NODE_ENV: 'development',
      // Unset: a lone development run trusts the signed token (production requires it).
      MAIN_SERVICE_URL: '',
    });
    try {
      const headers = await learnerHeaders(PROJECT);
      const call = learningApi(service.baseUrl, headers);
      const mine = await call<Page>('enrollments/me?limit=50');
      const halfway = mine.data.find((row) => row.percent === 44) ?? mine.data[0]!;
      const certificateId = await earnCertificate(call, almostDoneSlug(BIG));
      const category = await call<Page>('courses?category=Insurance');
      const search = await call<Page>('courses?search=chama');
      const deepPage = Math.ceil(seeded.courses / 10) - 5;
      const cases: Record<string, string> = {
        'courses (page 1)': 'courses',
        'courses?search=chama': 'courses?search=chama',
        'courses?category=Insurance': 'courses?category=Insurance',
        [`courses?page=${deepPage}`]: `courses?page=${deepPage}`,
        'enrollments/me?limit=50': 'enrollments/me?limit=50',
        'progress/courses/{id}': `progress/courses/${String(halfway.courseId)}`,
      };
      // Other work on the machine shows in every latency: say how busy it was.
      console.log(
        'Machine: %d cores, load average (1 min) before the requests: %s',
        availableParallelism(),
        load(),
      );
      const rows: Record<string, string | number>[] = [];
      let failed = 0;
      const measured = (name: string, http: HttpFigures, budgetMs: number, alone?: HttpFigures) => {
        failed += http.failed + (alone?.failed ?? 0);
        rows.push({
          endpoint: `GET ${name}`,
          'p50 ms': http.p50,
          'p99 ms': http.p99,
          'req/s': Math.round(http.requestsPerSecond),
          budget: `${flag(http.p99 < budgetMs)} (< ${budgetMs} ms)`,
          // One connection: a request's own time, with no other request of the bench waiting.
          '1 conn. p50/p99 ms': alone ? `${alone.p50} / ${alone.p99}` : '',
        });
      };
      for (const [name, path] of Object.entries(cases)) {
        const url = `${service.baseUrl}/lms/v1/${path}`;
        measured(name, await hammer(url, headers), BUDGET.p99, await hammer(url, headers, 1));
      }
      // One learner downloads their own certificate: one connection, not a crowd of eight.
      const pdfPath = `certificates/${certificateId}/pdf`;
      measured(
        'certificates/{id}/pdf (1 connection)',
        await hammer(`${service.baseUrl}/lms/v1/${pdfPath}`, headers, 1),
        BUDGET.pdfMs,
      );
      console.table(rows);

      const renders = await timeCertificateRenders(50);
      console.log(
        'Certificate PDF in this process: first (cold) %s ms (%s); then 50 renders p50 %s ms, p99 %s ms, max %s ms (%s)',
        renders.first.toFixed(1),
        flag(renders.first < BUDGET.pdfMs),
        renders.p50.toFixed(1),
        renders.p99.toFixed(1),
        renders.max.toFixed(1),
        flag(renders.max < BUDGET.pdfMs),
      );
      console.log('Load average (1 min) after the requests and renders: %s', load());

      const total = (await call<Page>('courses')).pagination.total;
      const exact =
        total === seeded.courses &&
        total === BIG &&
        mine.pagination.total === 50 &&
        category.pagination.total === seeded.insurance &&
        search.pagination.total === seeded.chama &&
        failed === 0 &&
        renders.broken === 0;
      if (!exact) {
        console.log(
          'Learning figures do not add up: %d courses listed of %d, %d enrolments of 50, category %d of %d, search %d of %d, %d failed requests, %d broken PDFs',
          total,
          BIG,
          mine.pagination.total,
          category.pagination.total,
          seeded.insurance,
          search.pagination.total,
          seeded.chama,
          failed,
          renders.broken,
        );
      }
      return exact;
    } finally {
      await service.stop();
    }
  });
}
