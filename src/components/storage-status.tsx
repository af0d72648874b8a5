import { useEffect, useState } from 'react';
import { HardDrive, ShieldCheck } from 'lucide-react';
import { requestPersistentStorage, storageState, type StorageState } from '#/data/cache/images';
import { Button } from './ui';

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How much the app stores on the device, and whether the browser may evict it. */
export function StorageStatus() {
  const [state, setState] = useState<StorageState | null>(null);
  const refresh = () => void storageState().then(setState);
  useEffect(refresh, []);
  if (!state) return null;
  return (
    <div className="flex items-center justify-between gap-3 text-sm" data-testid="storage-status">
      <div className="flex items-start gap-2">
        <HardDrive className="mt-0.5 h-4 w-4 text-muted" />
        <div>
          <p className="font-medium">{megabytes(state.usage)} stored on this device</p>
          <p className="text-muted">
            {state.persisted ? 'Protected from automatic clean-up' : 'The browser may clear it when space runs low'}
          </p>
        </div>
      </div>
      {!state.persisted && (
        <Button variant="secondary" onClick={() => void requestPersistentStorage().then(refresh)}>
          <ShieldCheck className="h-4 w-4" /> Keep data
        </Button>
      )}
    </div>
  );
}
