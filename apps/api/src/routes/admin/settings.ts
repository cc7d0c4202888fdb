import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSettingsPatchSchema, AdminSettingsResponseSchema } from '@foundation/contract/admin/settings';
import { MessageSchema } from '@foundation/contract/common';
import { PAYMENT_DETAIL_FIELDS, paymentDetailsMessages } from '@foundation/contract/admin/payment-details-messages';
import { sendError } from '../../lib/replies.ts';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { readAdminSettings, updateSettings } from '../../services/catalogue/admin/settings.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';
import { ROLES } from '@foundation/contract/staff';

/** Settings are one record (decision 15): GET|PATCH /api/admin/settings. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.content);

  app.get(
    '/settings',
    { schema: { tags, security, summary: 'Every setting the site shows', response: { 200: AdminSettingsResponseSchema, 401: MessageSchema } } },
    async () => ({ data: await readAdminSettings(app.db) }),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Change settings',
        description: 'Any subset of the settings; a list (playlists) is replaced whole. Payment details (bank accounts, wallets) are refused here (403): see /payment-details.',
        body: AdminSettingsPatchSchema,
        response: { 200: AdminSettingsResponseSchema, 401: MessageSchema, 403: MessageSchema, 422: ValidationErrorSchema },
      },
      // Read before the body is checked (the schema would drop an unknown key): whoever sends a
      // payment detail here is refused, and nothing of the request is stored.
      preValidation: async (request, reply) => {
        const body = request.body;
        if (body && typeof body === 'object' && PAYMENT_DETAIL_FIELDS.some((field) => field in body)) {
          return sendError(reply, 403, paymentDetailsMessages.notInSettings);
        }
      },
    },
    async (request, reply) => {
      const done = await updateSettings(app.db, staffActor(request), request.body);
      return done.status === 'ok' ? { data: done.value } : sendRefusal(reply, done);
    },
  );
};
