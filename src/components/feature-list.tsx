export interface Feature {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
}

/** A list of features, each an icon, a title and a line of text (about and partner pages). */
export function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-2xl border border-app bg-card p-4">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
