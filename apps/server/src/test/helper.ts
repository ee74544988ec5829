import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AuthResponse, ConversationSummary, Profile } from '@hearth/shared';
import { buildApp, type BuildOptions } from '../app.js';
import {
  DEFAULT_HTTP_TIMEOUTS,
  defaultHashQueue,
  UPLOAD_BUFFER_BYTES,
  type Config,
} from '../config.js';
import { migratedDatabase, type Dialect } from './databases.js';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'sqlite', file: ':memory:' },
    inviteTtlHours: 168,
    tokenTtlDays: 30,
    logLevel: 'silent',
    redisUrl: null,
    trustProxy: false,
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    webDistDir: null,
    rateLimits: {
      loginFailures: { max: 1000, windowMs: 60_000 },
      registrations: { max: 1000, windowMs: 60_000 },
    },
    eventRetentionDays: 30,
    metrics: null,
    media: {
      quotaBytes: 2048 * 1024 * 1024,
      urlSecret: null,
      urlTtlSeconds: 24 * 3600,
      uploadBufferBytes: UPLOAD_BUFFER_BYTES,
    },
    hashQueue: defaultHashQueue(),
    push: { subject: 'mailto:push-test@example.org' },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  api: Api;
  close(): Promise<void>;
}

/** The app on a fresh database of the given kind, driven through app.inject. */
export async function buildTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await migratedDatabase(dialect);
  const app = await buildApp(testConfig({ ...overrides, database: database.config }), options);
  await app.ready();
  return {
    app,
    api: new Api(app),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export class Api {
  constructor(private readonly app: FastifyInstance) {}

  request(
    method: Method,
    path: string,
    options: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      raw?: string;
      /** The client address the app sees (rate limits count per address). */
      ip?: string;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const inject: InjectOptions = { method, url: `/api/v1${path}`, headers };
    if (options.ip) inject.remoteAddress = options.ip;
    if (options.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
      inject.payload = options.raw;
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      inject.payload = JSON.stringify(options.body);
    }
    return this.app.inject(inject);
  }

  get(path: string, token?: string) {
    return this.request('GET', path, { token });
  }
  post(path: string, body: unknown, token?: string) {
    return this.request('POST', path, { body, token });
  }
  patch(path: string, body: unknown, token?: string) {
    return this.request('PATCH', path, { body, token });
  }
  delete(path: string, token?: string) {
    return this.request('DELETE', path, { token });
  }
  put(path: string, token?: string) {
    return this.request('PUT', path, { token });
  }

  /** Registers a new account; returns its token and user. */
  async signUp(email: string, password = 'correct horse'): Promise<AuthResponse> {
    const res = await this.post('/auth/register', {
      user: { email_address: email, password, password_confirmation: password },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return res.json<AuthResponse>();
  }

  async createProfile(token: string, nickname: string): Promise<Profile> {
    const res = await this.post('/profiles', { profile: { nickname } }, token);
    if (res.statusCode !== 201) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
    return res.json<Profile>();
  }

  async createConversation(
    token: string,
    profileId: string,
    title: string,
  ): Promise<ConversationSummary> {
    const res = await this.post(
      `/profiles/${profileId}/conversations`,
      { conversation: { title } },
      token,
    );
    if (res.statusCode !== 201)
      throw new Error(`conversation failed: ${res.statusCode} ${res.body}`);
    return res.json<ConversationSummary>();
  }

  /** An account with one profile and one conversation: the usual starting point. */
  async family(email: string, nickname = 'Grandma', title = 'Family') {
    const { access_token: token, user } = await this.signUp(email);
    const profile = await this.createProfile(token, nickname);
    const conversation = await this.createConversation(token, profile.id, title);
    return { token, user, profile, conversation };
  }

  /** Grandma's family conversation with a grandchild of another account (Sam) in it. */
  async grandmaAndGrandchild(tag: string, title = 'Hello') {
    const gran = await this.family(`${tag}-gran@example.org`, 'Grandma', title);
    const invite = await this.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    const kid = await this.signUp(`${tag}-kid@example.org`);
    const profile = await this.createProfile(kid.access_token, 'Sam');
    const joined = await this.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: profile.id },
      kid.access_token,
    );
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
    const kidFamily = { token: kid.access_token, user: kid.user, profile };
    return { gran, kid: { ...kidFamily, conversation: gran.conversation } };
  }
}

/** A profile as participants and senders name it: without its kind. */
export const named = ({ id, nickname }: { id: string; nickname: string }) => ({ id, nickname });

export function sendMessage(
  api: Api,
  token: string,
  profileId: string,
  conversationId: string,
  content: string,
  clientId?: string,
) {
  return api.post(
    `/profiles/${profileId}/conversations/${conversationId}/messages`,
    { message: { content, ...(clientId ? { client_id: clientId } : {}) } },
    token,
  );
}

/** Polls a condition (of the server's state, of the database) until it holds; fails after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
