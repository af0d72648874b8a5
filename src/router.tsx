// The browser's router over the app's routes (route-table.tsx). Node has no
// browser history: prerender.tsx renders `/` with react-router's static router.
import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);
