import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LanguageProvider } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-config';
import { RealtimeProvider } from './realtime-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        {/* Idle until someone signs in; then one socket and one outbox for the whole tab. */}
        <RealtimeProvider>{children}</RealtimeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
