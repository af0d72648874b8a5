// The one moving part of the pre-rendered landing page, before the app runs:
// the city in the headline changes every 3 s with a 300 ms fade, as
// components/landing.tsx does once the app has hydrated the page.

const ROTATE_MS = 3000;
const FADE_MS = 300;

/**
 * Rotates the headline's city through the cities the pre-render lists in
 * `page`'s data-cities, until the returned function is called. That function
 * puts the first city back, as rendered, so that the app can hydrate the page.
 */
export function rotateCity(page: HTMLElement): () => void {
  const element = page.querySelector<HTMLElement>('[data-testid="rotating-city"]');
  const cities = (page.dataset.cities ?? '').split('|').filter(Boolean);
  if (!element || cities.length < 2) return () => undefined;
  let index = 0;
  let fade: number | undefined;
  const timer = window.setInterval(() => {
    element.style.opacity = '0';
    fade = window.setTimeout(() => {
      index = (index + 1) % cities.length;
      element.textContent = cities[index]!;
      element.style.opacity = '1';
    }, FADE_MS);
  }, ROTATE_MS);
  return () => {
    window.clearInterval(timer);
    window.clearTimeout(fade);
    element.textContent = cities[0]!;
    element.style.opacity = '1';
  };
}
