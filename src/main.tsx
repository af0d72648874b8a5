// The entry: small on purpose. The browser paints what index.html already has
// (the pre-rendered landing page, or the app's background) before the app's
// scripts are fetched and run.
import './index.css';

const start = () => void import('./app').then((app) => app.start());
// A timeout inside an animation frame runs after that frame has painted. Hidden
// tabs get no frames, so they start at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
