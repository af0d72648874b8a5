// Every route of product-spec §2. Screens are loaded on demand so the first
// page only downloads what it shows; each module exports `Component`. The
// browser routes with them (router.tsx), and so does the pre-render of `/`
// in Node (prerender.tsx, through react-router's static router).
import type { RouteObject } from 'react-router';
import { AppLayout } from './components/app-layout';
import { RequireSession } from './components/require-session';
import { RouteError } from './components/route-error';
// The first page most visitors see ships with the entry: no extra round trip before it paints.
import * as home from './routes/home';

type ScreenModule = () => Promise<{ Component: React.ComponentType }>;
const screen = (path: string, load: ScreenModule): RouteObject => ({ path, lazy: load });

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first lazily loaded screen arrives.
    HydrateFallback: () => null,
    // A failing layout shows the error alone; a failing screen shows it inside the layout (navigation stays).
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', Component: home.Component },
          screen('/auth', () => import('./routes/auth')),
          screen('/explorer', () => import('./routes/explorer')),
          screen('/city/:slug', () => import('./routes/city')),
          screen('/user/:userId/city/:citySlug', () => import('./routes/user-city-profile')),
          screen('/tastemakers', () => import('./routes/tastemakers')),
          screen('/tastemakers/:slug', () => import('./routes/tastemaker-profile')),
          screen('/tastemaker/:slug', () => import('./routes/tastemaker-profile')),
          screen('/expert/:slug', () => import('./routes/tastemaker-profile')),
          screen('/place/:id', () => import('./routes/place-detail')),
          screen('/collections', () => import('./routes/collections')),
          screen('/collections/:id', () => import('./routes/collection-detail')),
          screen('/plans/shared/:token', () => import('./routes/shared-plan')),
          screen('/invite/:token', () => import('./routes/invite')),
          screen('/for-tastemakers', () => import('./routes/for-tastemakers')),
          screen('/about', () => import('./routes/about')),
          screen('/privacy', () => import('./routes/privacy')),
          screen('/terms', () => import('./routes/terms')),
          screen('/subscription-success', () => import('./routes/subscription-success')),
          screen('/subscription-cancelled', () => import('./routes/subscription-cancelled')),
          {
            // Spec §6: these need a session, else the visitor is sent to /auth.
            element: <RequireSession />,
            children: [
              screen('/onboarding', () => import('./routes/onboarding')),
              screen('/search', () => import('./routes/search')),
              screen('/map', () => import('./routes/map')),
              screen('/chat', () => import('./routes/chat')),
              screen('/profile', () => import('./routes/profile')),
              screen('/timeline', () => import('./routes/timeline')),
              screen('/events', () => import('./routes/events')),
              screen('/plans/:id', () => import('./routes/day-plan')),
              screen('/tastemaker-dashboard', () => import('./routes/tastemaker-dashboard')),
              screen('/subscriptions', () => import('./routes/subscriptions')),
              screen('/my-subscriptions', () => import('./routes/my-subscriptions')),
              screen('/import', () => import('./routes/import')),
            ],
          },
          screen('*', () => import('./routes/not-found')),
        ],
      },
    ],
  },
];
