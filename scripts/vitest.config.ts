import { defineConfig } from 'vitest/config';

// The repository's own scripts (scripts/*.mjs), run as npm runs them.
export default defineConfig({
  test: { name: 'scripts', include: ['*.test.ts'], environment: 'node' },
});
