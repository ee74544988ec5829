import { useSyncExternalStore } from 'react';
import { currentInstallPrompt, onInstallPromptChange } from '@/lib/pwa/boot';

/** The browser's offer to install Hearth, while it stands (null where there is none). */
export function useInstallPrompt() {
  return useSyncExternalStore(onInstallPromptChange, currentInstallPrompt, () => null);
}
