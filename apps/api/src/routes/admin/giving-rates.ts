import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { GivingRatesPatchSchema, GivingRatesResponseSchema } from '@foundation/contract/giving-rates';
import { ROLES } from '@foundation/contract/staff';
import { readGivingRates, updateGivingRates } from '../../services/funds/giving-rates.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';

/** The season's gold, silver, Fitrana and Fidya rates and the Hijri day offset: finance keeps them. */
export const givingRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);
  app.get('/giving-rates', { schema: { tags, security, summary: 'The season’s Zakat, Fitrana and Fidya rates', response: { 200: GivingRatesResponseSchema, 401: MessageSchema } } }, async () => ({
    data: await readGivingRates(app.db),
  }));
  app.patch(
    '/giving-rates',
    { schema: { tags, security, summary: 'Change the season’s rates', body: GivingRatesPatchSchema, response: { 200: GivingRatesResponseSchema, 401: MessageSchema, 422: ValidationErrorSchema } } },
    async (request, reply) => {
      const done = await updateGivingRates(app.db, staffActor(request), request.body);
      return done.status === 'ok' ? { data: done.value } : sendRefusal(reply, done);
    },
  );
};
