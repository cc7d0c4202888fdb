import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import {
  CampaignResponseSchema,
  CampaignsResponseSchema,
  WelfareCategoriesResponseSchema,
} from '@foundation/contract/campaigns';
import { findCampaign, listCampaigns, listWelfareCategories } from '../../services/campaigns.ts';

const tags = ['campaigns'];

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getCampaigns', { schema: { tags, response: { 200: CampaignsResponseSchema } } }, async () => ({
    data: { campaign_list: await listCampaigns(app.db) },
  }));

  app.get(
    '/getSpecificCampaign/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: CampaignResponseSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const campaign_detail = await findCampaign(app.db, request.params.id);
      if (!campaign_detail) return reply.code(404).send({ message: messages.notFound });
      return { data: { campaign_detail } };
    },
  );

  /** The donation form's carousel of the 22 welfare categories. */
  app.get('/welfareCategories', { schema: { tags, response: { 200: WelfareCategoriesResponseSchema } } }, async () => ({
    data: { category_list: await listWelfareCategories(app.db) },
  }));
};
