// React 19 has useSyncExternalStore itself (see the alias in vite.config.ts).
export { useSyncExternalStore } from 'react';
