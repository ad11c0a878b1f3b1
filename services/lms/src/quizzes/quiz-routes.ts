import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptInput,
  attemptResultResponse,
  attemptStartResponse,
  learningIdParams,
} from '@pamoja/contract/learning-credentials';
import { callerOf, projectHeaderSchema } from '../learning-caller';
import { errors } from '../route-kit';
import type { QuizService } from './quiz-service';

const tags = ['quizzes'];
const security = [{ bearerAuth: [] }];

export const quizRoutes: FastifyPluginAsyncZod<{
  service: QuizService;
  defaultProject: string;
  guard: preHandlerAsyncHookHandler;
}> = async (app, { service, defaultProject, guard }) => {
  app.post(
    '/lessons/:id/attempts/start',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'startQuizAttempt',
        summary: 'Starts (or resumes) an attempt: the questions in its order, without answers',
        headers: projectHeaderSchema,
        params: learningIdParams,
        response: {
          200: attemptStartResponse,
          ...errors(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => ({
      message: 'Attempt started.',
      data: await service.start(callerOf(request, defaultProject), request.params.id),
    }),
  );

  app.post(
    '/lessons/:id/attempts',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        operationId: 'submitQuizAttempt',
        summary: 'Grades an attempt on the server; only now are the correct options shown',
        headers: projectHeaderSchema,
        params: learningIdParams,
        body: attemptInput,
        response: {
          201: attemptResultResponse,
          ...errors(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const result = await service.submit(
        callerOf(request, defaultProject),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({
        message: result.passed ? 'Quiz passed.' : 'Quiz not passed.',
        data: result,
      });
    },
  );
};
