// White text on the brand's fills meets WCAG AA (4.5:1 for small text) along
// the whole fill, gradients included, which axe-core cannot measure
// (tests/e2e/accessibility.spec.ts checks the rest on the screens).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, '../../src/index.css'), 'utf8');
const token = (name: string) => {
  const hex = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!hex) throw new Error(`--color-${name} not found`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
};
const luminance = (rgb: number[]) =>
  rgb
    .map((c) => c / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrastWithWhite = (rgb: number[]) => 1.05 / (luminance(rgb) + 0.05);

describe('the brand fills under white text', () => {
  it('buttons, chips and badges (brand-strong) reach 4.5:1', () => {
    expect(contrastWithWhite(token('brand-strong'))).toBeGreaterThanOrEqual(4.5);
  });

  it('the package and premium cards (brand-strong to brand-2-strong) stay above 4.5:1 all along', () => {
    const [from, to] = [token('brand-strong'), token('brand-2-strong')];
    for (let t = 0; t <= 1; t += 0.05) {
      const mixed = from.map((c, i) => Math.round(c + (to[i]! - c) * t));
      expect(contrastWithWhite(mixed), `at ${Math.round(t * 100)}%`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the plain coral would not: the reason for the deeper shade', () => {
    expect(contrastWithWhite(token('brand'))).toBeLessThan(4.5);
  });
});
