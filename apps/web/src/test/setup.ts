import '@testing-library/jest-dom/vitest';
// IndexedDB as the outbox uses it, in memory.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
