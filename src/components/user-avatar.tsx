// An avatar made on the device from the user's id and name: no external avatar
// service, works offline, the same on every device.
function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

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
        background: `linear-gradient(135deg, hsl(${h} 70% 55%), hsl(${(h + 60) % 360} 75% 40%))`,
      }}
    >
      {initials}
    </span>
  );
}
