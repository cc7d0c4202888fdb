import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffPreferencesPatchSchema, StaffPreferencesResponseSchema } from '@foundation/contract/admin/staff-preferences';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { notFound } from '../../lib/replies.ts';
import { readPreferences, updatePreferences } from '../../services/staff/staff-preferences.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';

/** The signed-in member's own preferences (their daily digest), for every role. */
export const staffPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.anyStaff);

  app.get(
    '/me/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Your own preferences',
        description: 'daily_digest: a morning e-mail of what waits for your role, sent only on a day something waits.',
        response: { 200: StaffPreferencesResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const preferences = await readPreferences(app.db, staffActor(request).id);
      return preferences ? { data: preferences } : notFound(reply);
    },
  );

  app.patch(
    '/me/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Change your own preferences',
        description: 'Recorded in the audit log as a change to your account.',
        body: StaffPreferencesPatchSchema,
        response: { 200: StaffPreferencesResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const done = await updatePreferences(app.db, staffActor(request), request.body);
      return done.status === 'ok' ? { data: done.value } : sendRefusal(reply, done);
    },
  );
};
