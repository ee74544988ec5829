import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { GuestOnly, RequireAuth, RequireProfile } from './guards';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** Each screen is its own chunk: the landing page carries neither the signed-in app nor the demo. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Spinner />,
    children: [
      { index: true, ...page(() => import('./routes/landing')) },
      { path: 'debug', ...page(() => import('./routes/debug')) },
      { path: 'privacy', ...page(() => import('./routes/privacy')) },
      { path: 'messages', ...page(() => import('../features/demo/components/demo-page')) },
      { path: 'link', ...page(() => import('./routes/link')) },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page(() => import('./routes/login')) },
          { path: 'register', ...page(() => import('./routes/register')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profiles', ...page(() => import('./routes/profiles')) },
          { path: 'profiles/new', ...page(() => import('./routes/new-profile')) },
          { path: 'kids', ...page(() => import('./routes/kids')) },
          { path: 'stories', ...page(() => import('./routes/stories')) },
          { path: 'stories/new', ...page(() => import('./routes/story-editor')) },
          { path: 'stories/:storyId', ...page(() => import('./routes/story-editor')) },
          {
            element: <RequireProfile />,
            children: [
              { path: 'conversations', ...page(() => import('./routes/conversations')) },
              {
                path: 'conversations/:conversationId',
                ...page(() => import('./routes/conversation')),
              },
              { path: 'profiles/:profileId/album', ...page(() => import('./routes/album')) },
              { path: 'frame', ...page(() => import('./routes/frame')) },
              {
                path: 'profiles/:profileId/calls',
                ...page(() => import('./routes/call-settings')),
              },
              {
                path: 'profiles/:profileId/settings',
                ...page(() => import('./routes/profile-settings')),
              },
            ],
          },
        ],
      },
      {
        // An invite link: signed out, who invites whom to what; signed in, the join itself.
        element: <RequireAuth guestsPass />,
        children: [
          {
            element: <RequireProfile guestsPass />,
            children: [
              { path: 'join', ...page(() => import('./routes/join')) },
              { path: 'join/:conversationId', ...page(() => import('./routes/join')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
