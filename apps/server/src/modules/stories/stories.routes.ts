import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as stories from './stories.service.js';

interface StoryParams {
  id: string;
}

export function storyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    // `?profile_id=` names the profile asking: the built-in stories come in its language.
    app.get<{ Querystring: { profile_id?: unknown } }>('/stories', async (request) =>
      stories.listStories(ctx, principalOf(request).accountId, request.query),
    );

    app.post('/stories', async (request, reply) => {
      reply.code(201);
      return stories.createStory(ctx, principalOf(request).accountId, request.body);
    });

    app.patch<{ Params: StoryParams }>('/stories/:id', async (request) =>
      stories.updateStory(ctx, principalOf(request).accountId, request.params.id, request.body),
    );

    app.delete<{ Params: StoryParams }>('/stories/:id', async (request, reply) => {
      await stories.deleteStory(ctx, principalOf(request).accountId, request.params.id);
      return reply.code(204).send();
    });

    app.get('/story_prompts', async () => stories.listPrompts());
  };
}
