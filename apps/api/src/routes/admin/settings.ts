import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSettingsPatchSchema, AdminSettingsResponseSchema } from '@foundation/contract/admin/settings';
import { MessageSchema } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { readAdminSettings, updateSettings } from '../../services/admin/settings.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './resources.ts';
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
        description: 'Any subset of the settings; a list (bank accounts, wallets, playlists) is replaced whole.',
        body: AdminSettingsPatchSchema,
        response: { 200: AdminSettingsResponseSchema, 401: MessageSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const done = await updateSettings(app.db, staffActor(request), request.body);
      return done.status === 'ok' ? { data: done.value } : sendRefusal(reply, done);
    },
  );
};
