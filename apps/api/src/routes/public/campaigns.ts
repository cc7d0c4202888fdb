import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CampaignResponseSchema,
  CampaignsResponseSchema,
  WelfareCategoriesResponseSchema,
} from '@foundation/contract/campaigns';
import { findCampaign, listCampaigns, listWelfareCategories } from '../../services/catalogue/campaigns.ts';
import { contentLocale } from '../../lib/content-language.ts';
import { getById } from './by-id.ts';

const tags = ['campaigns'];

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getCampaigns', { schema: { tags, response: { 200: CampaignsResponseSchema } } }, async (request, reply) => ({
    data: { campaign_list: await listCampaigns(app.db, contentLocale(request, reply)) },
  }));

  getById(app, '/getSpecificCampaign/:id', {
    tags,
    response: CampaignResponseSchema,
    find: (id, locale) => findCampaign(app.db, id, locale),
    answer: (campaign_detail) => ({ data: { campaign_detail } }),
  });

  /** The donation form's carousel of the 22 welfare categories. */
  app.get('/welfareCategories', { schema: { tags, response: { 200: WelfareCategoriesResponseSchema } } }, async (request, reply) => ({
    data: { category_list: await listWelfareCategories(app.db, contentLocale(request, reply)) },
  }));
};
