import { useEffect, useState } from 'react';
import { HardDrive, ShieldCheck } from 'lucide-react';
import { requestPersistentStorage, storageState, type StorageState } from '#/data/cache/images';
import { storedArchives, type StoredArchiveSummary } from '#/data/maps/offline-archive';
import { formatBytes } from '#/domain/format';
import { Button } from './ui';

/** How a city's map is kept, in a traveller's words: "Seoul map: 68 KB, a file in this browser's storage". */
export function storedMapLine(map: StoredArchiveSummary): string {
  const kept =
    map.where === 'opfs'
      ? "a file in this browser's storage"
      : map.where === 'chunks'
        ? `in this browser's database, in ${map.chunks ?? 0} ${map.chunks === 1 ? 'piece' : 'pieces'}`
        : "in this browser's database";
  return `${map.city} map: ${formatBytes(map.bytes)}, ${kept}`;
}

/** How much the app stores on the device, which city maps, and whether the browser may evict it. */
export function StorageStatus() {
  const [state, setState] = useState<StorageState | null>(null);
  const [maps, setMaps] = useState<StoredArchiveSummary[]>([]);
  const refresh = () => void storageState().then(setState);
  useEffect(refresh, []);
  useEffect(() => void storedArchives().then(setMaps, () => setMaps([])), []);
  if (!state) return null;
  // A browser without navigator.storage (WebKit here) says neither how much is stored nor lets the app ask to keep it.
  const measured = state.quota > 0;
  const canPersist = typeof globalThis.navigator?.storage?.persist === 'function';
  return (
    <div className="flex items-center justify-between gap-3 text-sm" data-testid="storage-status">
      <div className="flex items-start gap-2">
        <HardDrive className="mt-0.5 h-4 w-4 text-muted" />
        <div>
          <p className="font-medium">
            {measured ? `${formatBytes(state.usage)} stored on this device` : 'This browser does not say how much the app stores'}
          </p>
          {maps.map((map) => (
            <p key={map.slug} className="text-muted" data-testid="stored-map">
              {storedMapLine(map)}
            </p>
          ))}
          <p className="text-muted">
            {state.persisted ? 'Protected from automatic clean-up' : 'The browser may clear it when space runs low'}
          </p>
        </div>
      </div>
      {!state.persisted && canPersist && (
        <Button variant="secondary" onClick={() => void requestPersistentStorage().then(refresh)}>
          <ShieldCheck className="h-4 w-4" /> Keep data
        </Button>
      )}
    </div>
  );
}
