import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import { changeSettings, readSettings } from './profile-settings.service.js';

interface Params {
  profileId: string;
}

/** A profile's own settings (easy mode, the frame): read by its devices, changed by the family. */
export function profileSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const path = '/profiles/:profileId/settings';

    app.get<{ Params: Params }>(path, async (request) =>
      readSettings(ctx, principalOf(request), request.params.profileId),
    );

    app.patch<{ Params: Params }>(path, async (request) =>
      changeSettings(ctx, principalOf(request), request.params.profileId, request.body),
    );
  };
}
