import type { FastifyInstance } from 'fastify';
import { sentenceCode } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as calls from './calls.service.js';

interface ConversationParams {
  profileId: string;
  id: string;
}
interface CallParams extends ConversationParams {
  callId: string;
}

export function callRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const base = '/profiles/:profileId/conversations/:id/calls';
    app.addHook('onClose', async () => calls.stopRings(ctx));

    app.post<{ Params: ConversationParams }>(base, async (request, reply) => {
      const { accountId } = principalOf(request);
      const { profileId, id } = request.params;
      try {
        const started = await calls.startCall(ctx, accountId, profileId, id, request.body);
        return reply.code(201).send(started);
      } catch (error) {
        if (!(error instanceof calls.CallLive)) throw error;
        // The live call beside the refusal: the client offers to join it.
        const sentence = error.message;
        return reply.code(409).send({
          error: sentence,
          code: 'conflict',
          errors: [sentence],
          error_codes: [sentenceCode(sentence) ?? null],
          call: error.call,
        });
      }
    });

    app.post<{ Params: CallParams }>(`${base}/:callId/join`, async (request) => {
      const { accountId } = principalOf(request);
      const { profileId, id, callId } = request.params;
      return calls.joinCall(ctx, accountId, profileId, id, callId);
    });

    app.post<{ Params: CallParams }>(`${base}/:callId/leave`, async (request, reply) => {
      const { accountId } = principalOf(request);
      const { profileId, id, callId } = request.params;
      await calls.leaveCall(ctx, accountId, profileId, id, callId);
      return reply.code(204).send();
    });

    // Whose calls this profile answers by itself (a grandparent's tablet); never a child's.
    const autoAnswer = '/profiles/:profileId/auto_answer';
    app.get<{ Params: { profileId: string } }>(autoAnswer, async (request) =>
      calls.autoAnswerOf(ctx, principalOf(request).accountId, request.params.profileId),
    );
    app.put<{ Params: { profileId: string } }>(autoAnswer, async (request) => {
      const { accountId } = principalOf(request);
      return calls.setAutoAnswer(ctx, accountId, request.params.profileId, request.body);
    });

    app.post<{ Params: CallParams }>(`${base}/:callId/decline`, async (request, reply) => {
      const { accountId } = principalOf(request);
      const { profileId, id, callId } = request.params;
      await calls.declineCall(ctx, accountId, profileId, id, callId);
      return reply.code(204).send();
    });
  };
}
