import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { registerServiceWorker } from './data/pwa';
import { startSyncEngine } from './data/sync/engine';
import { router } from './router';
import { loadSession } from './stores/session';
import { applyStoredTheme } from './stores/theme';
import './index.css';

applyStoredTheme();
// The first sync (thousands of rows on a first visit) waits until the page has painted.
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 300);
void loadSession().then(() => whenIdle(() => startSyncEngine()));
registerServiceWorker((apply) => {
  toast('A new version of Tastemap is available', {
    description: 'Reload to update. Your data stays on this device.',
    duration: Infinity,
    action: { label: 'Reload', onClick: apply },
  });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
