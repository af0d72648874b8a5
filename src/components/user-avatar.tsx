// An avatar made on the device from the user's id and name: no external avatar
// service, works offline, the same on every device.
function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/**
 * The avatar's gradient in OKLCH, one hue per user. OKLCH's lightness is
 * perceptual, so white initials keep WCAG AA contrast (4.5:1) on every hue;
 * HSL's 55% was bright yellow on some (1.5:1).
 */
export function avatarGradient(h: number): [from: [number, number, number], to: [number, number, number]] {
  return [
    [0.5, 0.13, h],
    [0.42, 0.13, (h + 60) % 360],
  ];
}

const oklch = ([l, c, h]: [number, number, number]) => `oklch(${l} ${c} ${h})`;

export function UserAvatar({ id, name, size = 64 }: { id: string; name: string; size?: number }) {
  const initials =
    name
      .trim()
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?';
  const h = hue(id || name);
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      className="inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        background: `linear-gradient(135deg, ${avatarGradient(h).map(oklch).join(', ')})`,
      }}
    >
      {initials}
    </span>
  );
}
