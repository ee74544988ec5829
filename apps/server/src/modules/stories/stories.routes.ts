import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as stories from './stories.service.js';

interface StoryParams {
  id: string;
}

export function storyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/stories', async (request) =>
      stories.listStories(ctx, principalOf(request).accountId),
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
