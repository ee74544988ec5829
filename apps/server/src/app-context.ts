import type { Config } from './config.js';
import type { Db } from './db/schema.js';
import type { HashQueue } from './lib/passwords.js';
import type { RateLimitStore } from './plugins/rate-limiter.js';
import type { EventBus } from './modules/realtime/event-bus.js';
import type { MediaUrls } from './modules/media/media-urls.js';

/** What every module is handed: no module reaches for globals or the environment. */
export interface AppContext {
  config: Config;
  db: Db;
  rateLimits: RateLimitStore;
  events: EventBus;
  /** Signs and checks the links that play stored media. */
  mediaUrls: MediaUrls;
  /** Every password hash of this instance waits its turn here. */
  hashes: HashQueue;
}
