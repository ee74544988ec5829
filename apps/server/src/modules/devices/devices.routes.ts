import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../plugins/authenticate.js';
import * as devices from './devices.service.js';

interface ProfileParams {
  profileId: string;
}
interface DeviceParams extends ProfileParams {
  deviceId: string;
}

/**
 * A profile's own devices (a child's, an assisted grandparent's tablet): linked with a code
 * made by the account's grown-up, listed, and signed out from afar.
 */
export function deviceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const profile = '/profiles/:profileId';

    app.post<{ Params: ProfileParams }>(`${profile}/device_links`, async (request, reply) => {
      reply.code(201);
      const { accountId } = principalOf(request);
      return devices.createDeviceLink(ctx, accountId, request.params.profileId);
    });

    // No session: the device has none yet; the code is the proof.
    app.post('/device_links/redeem', { config: { public: true } }, async (request, reply) => {
      reply.code(201);
      return devices.redeemDeviceLink(ctx, request.ip, request.body);
    });

    app.get<{ Params: ProfileParams }>(`${profile}/devices`, async (request) =>
      devices.listDevices(ctx, principalOf(request).accountId, request.params.profileId),
    );

    app.delete<{ Params: DeviceParams }>(`${profile}/devices/:deviceId`, async (request, reply) => {
      const { profileId, deviceId } = request.params;
      await devices.signOutDevice(ctx, principalOf(request).accountId, profileId, deviceId);
      return reply.code(204).send();
    });
  };
}
