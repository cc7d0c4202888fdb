import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FundListQuerySchema, FundListResponseSchema } from '@foundation/contract/funds';
import { contentLocale } from '../../lib/content-language.ts';
import { offeredFunds } from '../../services/funds/funds.ts';
import { GivingRatesResponseSchema } from '@foundation/contract/giving-rates';
import { readGivingRates } from '../../services/funds/giving-rates.ts';

/**
 * GET /api/funds: beside the spec's paths, so no spec answer changes. The donation forms offer these,
 * and for a campaign or welfare category only the funds it takes (the server refuses any other).
 */
export const fundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/funds', { schema: { tags: ['donations'], querystring: FundListQuerySchema, response: { 200: FundListResponseSchema } } }, async (request, reply) => {
    const { campaign_id, category } = request.query;
    const programme = campaign_id || category ? { campaignId: campaign_id ?? null, category: category || null } : undefined;
    return { data: await offeredFunds(app.db, contentLocale(request, reply), programme) };
  });

  /** The Zakat calculator and the Fitrana/Fidya choice read the season's rates staff set. */
  app.get('/giving-rates', { schema: { tags: ['donations'], response: { 200: GivingRatesResponseSchema } } }, async () => ({ data: await readGivingRates(app.db) }));
};
