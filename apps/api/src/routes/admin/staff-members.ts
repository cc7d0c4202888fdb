import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminStaffInviteSchema,
  AdminStaffListQuerySchema,
  AdminStaffListResponseSchema,
  AdminStaffPatchSchema,
  AdminStaffResponseSchema,
  type AdminStaffMember,
} from '@foundation/contract/admin/staff';
import { IdParamSchema, MessageSchema } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { notFound } from '../../lib/replies.ts';
import { currentStaff } from '../../plugins/auth.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import type { Outcome } from '../../services/write.ts';
import { findStaff } from '../../services/staff/staff.ts';
import { invitationMail, linkUrl, sendLinkMail } from '../../services/staff/staff-links.ts';
import {
  disableMember,
  enableMember,
  endMemberSessions,
  inviteMember,
  reinviteMember,
  resetMemberTwoFactor,
  staffResource,
  updateMember,
} from '../../services/staff/staff-members.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';

const refused = { 401: MessageSchema, 403: MessageSchema, 404: MessageSchema, 409: MessageSchema, 422: ValidationErrorSchema };

/**
 * Staff management, for admins only: the accounts, invitations by e-mail, roles, disabling and
 * sessions. Every change is written to the audit log with it (services/staff/staff-members.ts).
 */
export const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.admin);
  const service = resourceService(staffResource);

  /** The invitation e-mail, once the account and its link are saved. */
  async function sendInvitation(request: FastifyRequest, invited: { member: AdminStaffMember; token: string }) {
    const by = await findStaff(app.db, staffActor(request).id);
    const link = linkUrl(app.config.PUBLIC_URL, 'accept-invitation', invited.token);
    sendLinkMail(app.mailer, request.log, invitationMail(invited.member, by?.name ?? 'An administrator', link), 'invite');
  }

  app.get(
    '/staff',
    {
      schema: {
        tags,
        security,
        summary: 'List staff accounts',
        querystring: AdminStaffListQuerySchema,
        response: { 200: AdminStaffListResponseSchema, 401: MessageSchema, 403: MessageSchema, 422: ValidationErrorSchema },
      },
    },
    (request) => service.list(app.db, request.query, currentStaff(request).role),
  );

  app.get(
    '/staff/:id',
    { schema: { tags, security, summary: 'One staff account', params: IdParamSchema, response: { 200: AdminStaffResponseSchema, 401: MessageSchema, 403: MessageSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const data = await service.get(app.db, request.params.id, currentStaff(request).role);
      return data ? { data } : notFound(reply);
    },
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone to the staff',
        description: 'E-mails a link (48 hours, once) to set a password. 422 under `email` when someone already uses the address.',
        body: AdminStaffInviteSchema,
        response: { 201: AdminStaffResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const done = await inviteMember(app.db, staffActor(request), request.body);
      if (done.status !== 'ok') return sendRefusal(reply, done);
      await sendInvitation(request, done.value);
      return reply.code(201).send({ data: done.value.member });
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change the name or role of a staff member',
        description: 'A role counts from the next request. 409 when it would leave no active administrator.',
        params: IdParamSchema,
        body: AdminStaffPatchSchema,
        response: { 200: AdminStaffResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const done = await updateMember(app.db, staffActor(request), request.params.id, request.body);
      return done.status === 'ok' ? { data: done.value } : sendRefusal(reply, done);
    },
  );

  app.post(
    '/staff/:id/invitation',
    {
      schema: {
        tags,
        security,
        summary: 'Send an invitation again',
        description: 'A new link for someone who has not set a password yet; the earlier link stops working.',
        params: IdParamSchema,
        response: { 200: AdminStaffResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const done = await reinviteMember(app.db, staffActor(request), request.params.id);
      if (done.status !== 'ok') return sendRefusal(reply, done);
      await sendInvitation(request, done.value);
      return { data: done.value.member };
    },
  );

  /** An action on one account that answers the account as it now is. */
  const action = (path: string, summary: string, description: string, method: 'POST' | 'DELETE', run: (request: FastifyRequest, id: number) => Promise<Outcome<AdminStaffMember>>) =>
    app.route({
      method,
      url: `/staff/:id/${path}`,
      schema: { tags, security, summary, description, params: IdParamSchema, response: { 200: AdminStaffResponseSchema, ...refused } },
      handler: async (request, reply) => {
        const done = await run(request, (request.params as { id: number }).id);
        return done.status === 'ok' ? { data: done.value } : sendRefusal(reply, done);
      },
    });

  action('disable', 'Disable a staff account', 'No more sign-in; every session and link of the account ends at once. 409 for the last active administrator.', 'POST', (request, id) =>
    disableMember(app.db, staffActor(request), id),
  );
  action('enable', 'Enable a staff account again', 'It signs in with the password it had; an invited one needs its invitation sent again.', 'POST', (request, id) =>
    enableMember(app.db, staffActor(request), id),
  );
  action('sessions', "End a staff member's sessions", 'Signs the member out on every device.', 'DELETE', async (request, id) => {
    const done = await endMemberSessions(app.db, staffActor(request), id);
    if (done.status !== 'ok') return done;
    return { status: 'ok', value: (await service.get(app.db, id, currentStaff(request).role))! };
  });
  action('two-factor', "Turn off a staff member's two-step sign-in", 'For a lost phone: the member signs in with the password alone and sets it up again.', 'DELETE', (request, id) =>
    resetMemberTwoFactor(app.db, staffActor(request), id),
  );
};
