import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { createRealtimeServices } from '@/app/realtime-services';
import { LinkProvider } from '@/components/ui/app-link';
import { RealtimeValueProvider } from '@/lib/realtime/realtime-context';

// Registered by every test file that uses these helpers (and only those), so that stubs and
// stored sessions never leak from one test into the next.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

// Each render has its own account, so its outbox (in IndexedDB) starts empty.
let renders = 0;

/**
 * Renders routes in memory with a fresh query cache that never retries (tests want answers),
 * and the signed-in services (outbox, typing) of a test account, without a socket.
 */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const sentTyping: { conversationId: string; profileId: string }[] = [];
  const accountId = `test-account-${++renders}`;
  const { services } = createRealtimeServices(queryClient, accountId, (conversationId, profileId) =>
    sentTyping.push({ conversationId, profileId }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeValueProvider value={{ services, connection: 'online' }}>
        <LinkProvider value={Link}>
          <RouterProvider router={router} />
        </LinkProvider>
      </RealtimeValueProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, services, sentTyping, accountId };
}

export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  /** The body as sent, for bodies that are not JSON (an uploaded recording). */
  raw: unknown;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Reply = Answer | ((call: FakeCall) => Answer);

/** Replaces fetch with a list of answers given in order; records every call. */
export function fakeFetch(...replies: Reply[]) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      raw: init?.body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const next = replies.length > 1 ? replies.shift() : replies[0];
    if (!next) throw new TypeError('Failed to fetch');
    const reply = typeof next === 'function' ? next(call) : next;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      statusText: reply.status >= 400 ? 'Bad Thing' : 'OK',
      headers: reply.headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
