export function StatCards({ cities, saved, tastemakers }: { cities: number; saved: number; tastemakers: number }) {
  const cards = [
    ['Cities', cities],
    ['Saved', saved],
    ['Tastemakers', tastemakers],
  ] as const;
  return (
    <div className="grid grid-cols-3 gap-2 text-center">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-app bg-card p-3" data-testid={`stat-${label.toLowerCase()}`}>
          <p className="text-2xl font-bold">{value}</p>
          <p className="text-xs text-muted">{label}</p>
        </div>
      ))}
    </div>
  );
}
