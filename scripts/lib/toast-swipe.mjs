// Toasts swipe away at 20 px (spec §8, states and copy). sonner hard-codes
// its threshold (45 px) with no option to change it, so the build rewrites
// that one constant in sonner's module. If an upgrade renames or moves it,
// the build fails here instead of quietly going back to 45 px.
export const TOAST_SWIPE_PX = 20;

const DECLARATION = /const SWIPE_THRESHOLD = \d+;/;

/** @returns {import('vite').Plugin} */
export function toastSwipe() {
  return {
    name: 'tastemap-toast-swipe',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id.split('?')[0])) return null;
      if (!DECLARATION.test(code)) this.error(`sonner no longer declares SWIPE_THRESHOLD in ${id}: update scripts/lib/toast-swipe.mjs`);
      return { code: code.replace(DECLARATION, `const SWIPE_THRESHOLD = ${TOAST_SWIPE_PX};`), map: null };
    },
  };
}
