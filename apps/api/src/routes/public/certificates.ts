import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  CertificateCodeParamSchema,
  CertificateLanguageQuerySchema,
  CertificateVerificationResponseSchema,
  IssueCertificateBodySchema,
  IssueCertificateResponseSchema,
  LearnerQuizResponseSchema,
  MyCertificatesResponseSchema,
  QuizAnswersBodySchema,
  QuizResultResponseSchema,
  certificateMessages,
} from '@foundation/contract/certificates';
import { IdParamSchema } from '@foundation/contract/common';
import { ErrorBodySchema, UnauthorizedSchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { learners } from '../../db/schema/index.ts';
import { contentLocale } from '../../lib/content-language.ts';
import { notFound, refuseField } from '../../lib/replies.ts';
import { currentLearner, requireLearner } from '../../plugins/auth.ts';
import { fileAnswer } from '../../plugins/api-answers.ts';
import { certificatePdfFile, sendCertificateMail } from '../../services/certificates/certificate-files.ts';
import { learnerQuiz, submitQuiz } from '../../services/certificates/quizzes.ts';
import { findCertificate, findMyCertificate, issueCertificate, listMyCertificates, toMyCertificate, toVerification } from '../../services/certificates/certificates.ts';

/**
 * Codes carry 100 random bits, so guessing is hopeless whatever the limit; the limit keeps one
 * address from walking the register or loading the database. Sixty a minute is far beyond what an
 * employer checking a pile of applications needs.
 */
const verifyRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const refusals = {
  'not-offered': certificateMessages.notOffered,
  'not-completed': certificateMessages.notCompleted,
  quiz: certificateMessages.quizNotPassed,
  'already-issued': certificateMessages.alreadyIssued,
} as const;

/** Anyone may check a certificate by its code; the learner's own routes need their bearer token. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates/:code',
    {
      config: verifyRateLimit,
      schema: {
        tags: ['certificates'],
        description: 'Whether a certificate is valid or revoked, its name, course and date; nothing else about its holder.',
        params: CertificateCodeParamSchema,
        response: { 200: CertificateVerificationResponseSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const found = await findCertificate(app.db, request.params.code);
      if (!found) return notFound(reply, certificateMessages.notFound);
      // A revocation must show at once, everywhere: no cache may keep the answer.
      reply.header('cache-control', 'no-cache');
      return { data: toVerification(found, contentLocale(request, reply), app.config.PUBLIC_URL) };
    },
  );

};

/** The learner's own certificates: every route needs a bearer token and sees only its owner's. */
export const myCertificatesRoutes: FastifyPluginAsyncZod = async (learnerApp) => {
  const app = learnerApp;
    learnerApp.addHook('onRequest', requireLearner);
    learnerApp.addHook('onRoute', (route) => {
      route.schema = { tags: ['learners'], security: [{ bearerAuth: [] }], ...route.schema };
      route.schema.response = { 401: UnauthorizedSchema, ...(route.schema.response as object) };
    });
    learnerApp.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    learnerApp.get('/myCertificates', { schema: { description: 'A certificate entry for each enrolled course that offers one.', response: { 200: MyCertificatesResponseSchema } } }, async (request) => ({
      data: await listMyCertificates(app.db, currentLearner(request).id),
    }));

    learnerApp.post(
      '/myCertificates',
      {
        schema: {
          description: 'Issues the certificate of a finished course under the name the learner confirms (once), and e-mails its address.',
          body: IssueCertificateBodySchema,
          response: { 200: IssueCertificateResponseSchema, 422: ValidationErrorSchema },
        },
      },
      async (request, reply) => {
        const learnerId = currentLearner(request).id;
        const outcome = await issueCertificate(app.db, learnerId, request.body.course_id, request.body.name);
        if (outcome.status === 'refused') return refuseField(reply, outcome.field, refusals[outcome.reason]);
        const [learner] = await app.db.select({ email: learners.email }).from(learners).where(eq(learners.id, learnerId));
        const deps = { db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL };
        if (learner) sendCertificateMail(deps, learner.email, outcome.certificate, contentLocale(request, reply));
        return { message: 'Your certificate is ready.', data: toMyCertificate(outcome.certificate) };
      },
    );

    learnerApp.get(
      '/myCertificates/:code/pdf',
      {
        schema: {
          description: 'The learner\'s certificate as application/pdf in English or Urdu (lang), an attachment named certificate-<code>.pdf.',
          params: CertificateCodeParamSchema,
          querystring: CertificateLanguageQuerySchema,
          response: { 200: fileAnswer(['application/pdf'], 'The certificate PDF'), 404: ErrorBodySchema, 422: ValidationErrorSchema },
        },
      },
      async (request, reply) => {
        const found = await findMyCertificate(app.db, currentLearner(request).id, request.params.code);
        if (!found) return notFound(reply, certificateMessages.notFound);
        const file = await certificatePdfFile(app.db, app.config.PUBLIC_URL, found, request.query.lang);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.name}"`).header('x-content-type-options', 'nosniff').send(file.bytes);
      },
    );

  app.get(
    '/courseQuiz/:id',
    {
      schema: {
        description: "The course's quiz for an enrolled learner: questions and choices, never the right ones; whether they passed and when a failed learner may retry.",
        params: IdParamSchema,
        response: { 200: LearnerQuizResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const quiz = await learnerQuiz(app.db, currentLearner(request).id, request.params.id);
      return quiz ? { data: quiz } : notFound(reply);
    },
  );

  app.post(
    '/courseQuiz/:id',
    {
      schema: {
        description: 'Marks the answers (one choice, from 0, per question id) once every lesson is completed; a failure waits the quiz\'s retry time before the next try.',
        params: IdParamSchema,
        body: QuizAnswersBodySchema,
        response: { 200: QuizResultResponseSchema, 404: ErrorBodySchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await submitQuiz(app.db, currentLearner(request).id, request.params.id, request.body.answers);
      if (outcome.status === 'not-found') return notFound(reply);
      if (outcome.status === 'refused') {
        const message =
          outcome.reason === 'not-completed' ? certificateMessages.notCompleted : outcome.reason === 'wait' ? certificateMessages.retryLater(outcome.minutes ?? 1) : certificateMessages.answersRequired;
        return refuseField(reply, outcome.field, message);
      }
      return { data: outcome.result };
    },
  );
};
