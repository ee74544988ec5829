import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { childActivity } from './activity.js';
import * as children from './children.service.js';
import { readPhotoSharing, setPhotoSharing } from './photo-sharing.js';
import { listReports, reportMessage } from './reports.service.js';

interface ChildParams {
  childId: string;
}
interface RequestParams extends ChildParams {
  requestId: string;
}
interface ContactParams extends ChildParams {
  profileId: string;
}
interface MessageParams {
  profileId: string;
  id: string;
  messageId: string;
}

/** A parent's controls for each child, and the ways into and out of kid mode. */
export function childRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const child = '/profiles/:childId';

    app.get('/account/pin', async (request) => ({
      pin_set: await children.pinIsSet(ctx, principalOf(request).accountId),
    }));

    app.put('/account/pin', async (request, reply) => {
      await children.setPin(ctx, principalOf(request).accountId, request.body);
      return reply.code(204).send();
    });

    app.post<{ Params: ChildParams }>(`${child}/kid_session`, async (request, reply) => {
      reply.code(201);
      return children.kidSession(ctx, principalOf(request).accountId, request.params.childId);
    });

    app.post('/auth/unlock', async (request) =>
      children.unlock(ctx, principalOf(request), request.body),
    );

    app.get<{ Params: ChildParams }>(`${child}/approvals`, async (request) =>
      children.listApprovals(ctx, principalOf(request).accountId, request.params.childId),
    );

    app.post<{ Params: RequestParams }>(
      `${child}/approvals/:requestId/approve`,
      async (request, reply) => {
        const { childId, requestId } = request.params;
        await children.approveRequest(ctx, principalOf(request).accountId, childId, requestId);
        return reply.code(204).send();
      },
    );

    app.post<{ Params: RequestParams }>(
      `${child}/approvals/:requestId/decline`,
      async (request, reply) => {
        const { childId, requestId } = request.params;
        await children.declineRequest(ctx, principalOf(request).accountId, childId, requestId);
        return reply.code(204).send();
      },
    );

    app.delete<{ Params: ContactParams }>(
      `${child}/contacts/:profileId`,
      async (request, reply) => {
        const { childId, profileId } = request.params;
        await children.revokeContact(ctx, principalOf(request).accountId, childId, profileId);
        return reply.code(204).send();
      },
    );

    app.get<{ Params: ChildParams }>(`${child}/quiet_hours`, async (request) =>
      children.readQuietHours(ctx, principalOf(request).accountId, request.params.childId),
    );

    app.put<{ Params: ChildParams }>(`${child}/quiet_hours`, async (request) => {
      const { accountId } = principalOf(request);
      const { childId } = request.params;
      await children.setQuietHours(ctx, accountId, childId, request.body);
      // What was saved, as the form reads it back, with whether it is on now.
      return children.readQuietHours(ctx, accountId, childId);
    });

    app.get<{ Params: ChildParams }>(`${child}/photo_sharing`, async (request) =>
      readPhotoSharing(ctx, principalOf(request).accountId, request.params.childId),
    );

    app.put<{ Params: ChildParams }>(`${child}/photo_sharing`, async (request) =>
      setPhotoSharing(ctx, principalOf(request).accountId, request.params.childId, request.body),
    );

    // "Tell a grown-up": the one route here a child session may call, for its own profile.
    app.post<{ Params: MessageParams }>(
      '/profiles/:profileId/conversations/:id/messages/:messageId/report',
      async (request, reply) => {
        const { profileId, id, messageId } = request.params;
        reply.code(201);
        return reportMessage(ctx, principalOf(request).accountId, profileId, id, messageId);
      },
    );

    app.get<{ Params: ChildParams }>(`${child}/reports`, async (request) =>
      listReports(ctx, principalOf(request).accountId, request.params.childId),
    );

    app.get<{ Params: ChildParams }>(`${child}/activity`, async (request) =>
      childActivity(ctx, principalOf(request).accountId, request.params.childId),
    );
  };
}
