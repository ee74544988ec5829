import { z } from 'zod';
import { LANGUAGES } from './language-tags.js';
import { MESSAGES } from './limits.js';

// The tags live apart from zod, so the web's first script can ask them without the schemas.
export * from './language-tags.js';

export const languageField = z.enum(LANGUAGES, { error: MESSAGES.languageNotOffered });
