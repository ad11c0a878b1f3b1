import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@pamoja/server-kit/config';
import { createServer, type ServerOptions } from '@pamoja/server-kit/create-server';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { accessFrom, createGuard } from '@pamoja/server-kit/auth/guard';
import {
  askOverHttp,
  introspectedSessions,
  type AskMainService,
} from '@pamoja/server-kit/auth/session-introspection';
import { registerServiceBase } from '@pamoja/server-kit/service-base';
import messagesFr from './messages/fr.json' with { type: 'json' };
import messagesSw from './messages/sw.json' with { type: 'json' };
import { scopeLearningDatabase } from './db/migrate';
import { coursesDomain } from './courses/courses-module';
import { lessonsDomain } from './lessons/lessons-module';
import { materialsDomain } from './materials/materials-module';
import { enrollmentsDomain } from './enrollments/enrollments-module';
import { progressDomain } from './progress/progress-module';
import { achievementsDomain, createAchievements } from './achievements/achievements-module';
import { analyticsDomain } from './analytics/analytics-module';
import { certificatesDomain, createCompletion } from './certificates/certificates-module';
import { quizzesDomain } from './quizzes/quizzes-module';

export interface LmsServiceOptions {
  db: AnyDatabase;
  config: Config;
  /**
   * How to ask the main service whether a session is live. `npm start` asks it in-process;
   * apart from it, `MAIN_SERVICE_URL` is asked over HTTP.
   */
  askMainService?: AskMainService;
}

/** Who says whether a token's session is live; none only in a test or a lone development run. */
function sessionsOf(options: LmsServiceOptions) {
  const ask =
    options.askMainService ??
    (options.config.MAIN_SERVICE_URL ? askOverHttp(options.config.MAIN_SERVICE_URL) : undefined);
  if (ask) return introspectedSessions(ask);
  if (options.config.NODE_ENV === 'production') {
    // A revoked session must not keep its learning access for the rest of its token's life.
    throw new Error(
      'MAIN_SERVICE_URL is required in production: it checks that sessions are live.',
    );
  }
  return undefined;
}

/** The learning service as a plugin, mounted at `/lms`; its routes answer under `/lms/v1`. */
export const lmsService: FastifyPluginAsync<LmsServiceOptions> = async (app, options) => {
  const { db, config } = options;
  const learningDb = scopeLearningDatabase(db);
  // The main service's access tokens, verified with the key both derive from JWT_SECRET. The
  // learning service has no membership tables, so it trusts the signed list of organisations.
  const tokens = new AccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  const guard = createGuard(
    tokens,
    accessFrom(
      async (claims, organisationId) =>
        claims.role === 'SUPER_ADMIN' || claims.organisationIds.includes(organisationId),
      sessionsOf(options),
    ),
  );
  await registerServiceBase(
    app,
    {
      messages: { sw: messagesSw, fr: messagesFr },
      name: 'lms',
      db,
      title: 'Pamoja learning service',
      description: 'Courses, enrolments, lessons, progress, certificates and achievements.',
      version: '1.0.0',
    },
    async (v1) => {
      await v1.register(coursesDomain, {
        db: learningDb,
        defaultProject: config.LMS_PROJECT,
        canRead: guard({ can: ['read', 'Course'] }),
      });
      const learning = {
        db: learningDb,
        defaultProject: config.LMS_PROJECT,
        canRead: guard({ can: ['read', 'Course'] }),
      };
      await v1.register(lessonsDomain, learning);
      await v1.register(materialsDomain, { ...learning, config });
      await v1.register(enrollmentsDomain, learning);
      // Completion decides on every progress change and quiz attempt, and says what is missing.
      const completion = createCompletion(learningDb, createAchievements(learningDb));
      await v1.register(progressDomain, { ...learning, hooks: completion });
      await v1.register(quizzesDomain, { ...learning, onProgressChanged: completion.evaluate });
      await v1.register(certificatesDomain, {
        ...learning,
        webOrigin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      });
      await v1.register(achievementsDomain, learning);
      await v1.register(analyticsDomain, learning);
    },
  );
};

/** Builds the learning service on its own server. It never listens: `server.ts` does. */
export async function buildApp(
  options: LmsServiceOptions & ServerOptions,
): Promise<FastifyInstance> {
  const app = await createServer(options.config, { logger: options.logger ?? true });
  await app.register(lmsService, { prefix: '/lms', ...options });
  return app;
}
