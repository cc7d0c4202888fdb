import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema, messages } from '@foundation/contract/common';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { ContactSchema, MembershipSchema, formMessages } from '@foundation/contract/forms';
import { sendError } from '../../lib/replies.ts';
import { saveContactMessage, saveMembership } from '../../services/inbox/forms.ts';

const tags = ['forms'];
/** Anyone may post these without an account, so each IP gets a few a minute per form. */
const config = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const response = { 200: MessageSchema, 422: ValidationErrorSchema, 429: ErrorBodySchema };

export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, form, saved] of [
    ['/saveContact', 'contact', formMessages.contactSaved],
    ['/saveJoinUs', 'join_us', formMessages.joinUsSaved],
  ] as const) {
    app.post(path, { config, schema: { tags, body: ContactSchema, response } }, async (request) => {
      await saveContactMessage(app.db, form, request.body);
      return { message: saved };
    });
  }

  app.post('/saveMembership', { config, schema: { tags, body: MembershipSchema, response } }, async (request, reply) => {
    if (!(await saveMembership(app.db, request.body))) {
      return sendError(reply, 422, messages.invalidData, { country: [formMessages.countryUnknown] });
    }
    return { message: formMessages.membershipSaved };
  });
};
