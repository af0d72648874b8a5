// Import places (issue 33): a Google Takeout export, or a GeoJSON, KML, KMZ,
// GPX or CSV file from another maps app. The file is read and its places
// matched to the catalog on this device, offline; the traveller reviews the
// matches (matched, likely: pick one, unmatched) before anything is written.
// Matches become saved places, or places of a collection named after their
// list; the rest become the traveller's own pins. Importing the same file
// again changes nothing.
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { FileUp } from 'lucide-react';
import type { ImportResult, ImportReview } from '#/data/io/actions';
import type { ReviewedItem } from '#/domain/places-io/match';
import { toast } from '#/toast';
import { BackLink } from '#/components/back-link';
import { Button } from '#/components/ui';

const ACCEPT = '.json,.geojson,.csv,.zip,.kml,.kmz,.gpx';

function summary(result: ImportResult): string {
  const parts = [
    result.saved ? `${result.saved} saved` : '',
    result.collected ? `${result.collected} added to collections` : '',
    result.pinned ? `${result.pinned} kept as your pins` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

function placeLine(review: ImportReview, placeId: string): string {
  const place = review.places.get(placeId);
  if (!place) return '';
  return [place.name, place.nameLocal && place.nameLocal !== place.name ? place.nameLocal : '', place.neighborhood, place.city]
    .filter(Boolean)
    .join(' · ');
}

function Section({ title, count, children, testId }: { title: string; count: number; children: React.ReactNode; testId: string }) {
  if (!count) return null;
  return (
    <section className="space-y-2" data-testid={testId} aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title} <span className="text-muted">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function ItemName({ item }: { item: ReviewedItem['item'] }) {
  return (
    <span className="block">
      <span className="font-medium">{item.name}</span>
      {item.list && <span className="text-xs text-muted"> · {item.list}</span>}
    </span>
  );
}

function Review({
  review,
  fileName,
  busy,
  onImport,
  onCancel,
}: {
  review: ImportReview;
  fileName: string;
  busy: boolean;
  onImport: (picks: Map<number, string | null>) => void;
  onCancel: () => void;
}) {
  const [picks, setPicks] = useState(() => new Map<number, string | null>());
  const indexed = review.reviewed.map((entry, index) => ({ ...entry, index }));
  const of = (kind: ReviewedItem['outcome']['kind']) => indexed.filter((e) => e.outcome.kind === kind);
  const matched = of('matched');
  const likely = of('likely');
  const unmatched = of('unmatched');
  const pinned = of('pin');
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted" role="status">
        Found {review.reviewed.length} {review.reviewed.length === 1 ? 'place' : 'places'} in {fileName}. Check them, then import.
      </p>
      <Section title="Matched" count={matched.length} testId="import-matched">
        <ul className="space-y-2">
          {matched.map(({ item, outcome, index }) => (
            <li key={index} className="rounded-xl border border-app bg-card px-4 py-2 text-sm">
              <ItemName item={item} />
              <span className="block text-xs text-muted">{outcome.kind === 'matched' ? placeLine(review, outcome.placeId) : ''}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Likely: pick one" count={likely.length} testId="import-likely">
        <ul className="space-y-3">
          {likely.map(({ item, outcome, index }) => {
            const candidates = outcome.kind === 'likely' ? outcome.placeIds : [];
            const chosen = picks.has(index) ? picks.get(index) : candidates[0];
            const choose = (value: string | null) => setPicks((current) => new Map(current).set(index, value));
            return (
              <li key={index}>
                <fieldset className="rounded-xl border border-app bg-card px-4 py-2 text-sm">
                  <legend className="px-1">
                    <ItemName item={item} />
                  </legend>
                  {candidates.map((placeId) => (
                    <label key={placeId} className="flex min-h-11 items-center gap-3">
                      <input
                        type="radio"
                        name={`pick-${index}`}
                        className="h-5 w-5"
                        checked={chosen === placeId}
                        onChange={() => choose(placeId)}
                      />
                      {placeLine(review, placeId)}
                    </label>
                  ))}
                  <label className="flex min-h-11 items-center gap-3 text-muted">
                    <input
                      type="radio"
                      name={`pick-${index}`}
                      className="h-5 w-5"
                      checked={chosen === null}
                      onChange={() => choose(null)}
                    />
                    None of these: keep it as my own pin
                  </label>
                </fieldset>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="Unmatched: kept as your own pins" count={unmatched.length} testId="import-unmatched">
        <p className="text-xs text-muted">Only you see your pins. They keep their name, note and position when the file has one.</p>
        <ul className="space-y-2">
          {unmatched.map(({ item, index }) => (
            <li key={index} className="rounded-xl border border-app bg-card px-4 py-2 text-sm">
              <ItemName item={item} />
              {item.note && <span className="block text-xs text-muted">{item.note}</span>}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Already your pins" count={pinned.length} testId="import-pinned">
        <ul className="space-y-2">
          {pinned.map(({ item, index }) => (
            <li key={index} className="rounded-xl border border-app bg-card px-4 py-2 text-sm">
              <ItemName item={item} />
            </li>
          ))}
        </ul>
      </Section>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onImport(picks)} disabled={busy}>
          {busy ? 'Importing…' : `Import ${review.reviewed.length} ${review.reviewed.length === 1 ? 'place' : 'places'}`}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}

export function Component() {
  const navigate = useNavigate();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState('');
  const [picked, setPicked] = useState<{ review: ImportReview; fileName: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    setReading(true);
    try {
      const { reviewImportFile } = await import('#/data/io/actions');
      setPicked({ review: await reviewImportFile(file), fileName: file.name });
    } catch (e) {
      const message = e instanceof Error && e.name === 'ImportError' ? e.message : 'This file could not be read.';
      setError(message);
      toast.error('Import failed', { description: message });
    } finally {
      setReading(false);
    }
  }

  async function onImport(picks: Map<number, string | null>) {
    if (!picked) return;
    setBusy(true);
    try {
      const { importReviewed } = await import('#/data/io/actions');
      const result = await importReviewed(picked.review, picks);
      const said = summary(result);
      if (said) toast.success('Imported', { description: said });
      else toast.info('Nothing new to import', { description: 'Everything in this file is in Tastemap already.' });
      void navigate('/profile#saved');
    } catch (e) {
      toast.error('Failed to import places', { description: e instanceof Error ? e.message : undefined });
      setBusy(false);
    }
  }

  return (
    <main data-screen-drawn className="mx-auto max-w-xl space-y-6 px-4 pb-8 pt-2">
      <BackLink fallback="/profile" />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Import places</h1>
        <p className="text-sm text-muted">
          Bring your saved places from Google Maps (a Takeout export: Saved Places.json, a saved list’s CSV, or the whole .zip), or a
          GeoJSON, KML, KMZ, GPX or CSV file from Organic Maps, My Maps and other apps. Matching happens on this device and works offline;
          nothing is written until you import.
        </p>
      </header>
      {picked ? (
        <Review
          review={picked.review}
          fileName={picked.fileName}
          busy={busy}
          onImport={(picks) => void onImport(picks)}
          onCancel={() => setPicked(null)}
        />
      ) : (
        <div className="space-y-3">
          <label htmlFor="import-file" className="flex items-center gap-2 text-sm font-semibold">
            <FileUp className="h-4 w-4" aria-hidden /> Choose a file to import
          </label>
          <input
            id="import-file"
            type="file"
            accept={ACCEPT}
            disabled={reading}
            onChange={(e) => void onFile(e)}
            className="block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-app file:bg-card file:px-4 file:font-semibold"
          />
          {reading && (
            <p className="text-sm text-muted" role="status">
              Reading the file…
            </p>
          )}
          {error && (
            <p className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </main>
  );
}
