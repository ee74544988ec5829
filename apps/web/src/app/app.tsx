import { useState } from 'react';
import { Link, RouterProvider } from 'react-router';
import { LinkProvider } from '@/components/ui/app-link';
import { startSession } from '@/lib/session';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// Section 4's start rules run once, before the first screen decides who is signed in.
startSession();

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <LinkProvider value={Link}>
        <RouterProvider router={router} />
      </LinkProvider>
    </AppProvider>
  );
}
