import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountriesResponseSchema, SettingsResponseSchema } from '@foundation/contract/settings';
import { contentLocale } from '../../lib/content-language.ts';
import { listCountries, readSettings } from '../../services/catalogue/settings.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { tags, response: { 200: SettingsResponseSchema } } }, async (request, reply) => ({
    data: await readSettings(app.db, contentLocale(request, reply)),
  }));

  app.get('/getCountries', { schema: { tags, response: { 200: CountriesResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { data: { country_list: await listCountries(app.db) } };
  });
};
