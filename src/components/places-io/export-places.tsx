// "Export" (issue 33): the traveller's places as a file for another maps app,
// made on the device from what it holds, so it works offline. The formats'
// code loads when a format is chosen, never with the screen.
import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { EXPORT_FORMATS, type ExportFormat } from '#/domain/places-io/export';
import type { ExportScope } from '#/data/io/actions';
import { toast } from '#/toast';
import { Dialog } from '../dialog';
import { Button } from '../ui';

export function ExportPlaces({ scope, label = 'Export', what }: { scope: ExportScope; label?: string; what: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const { exportPlaces } = await import('#/data/io/actions');
      const done = await exportPlaces(scope, format);
      if (!done) toast.info('Nothing to export yet', { description: 'Save places or add them to a collection first.' });
      else toast.success(done.how === 'shared' ? 'Exported' : 'Exported to your downloads', { description: done.name });
      setOpen(false);
    } catch {
      toast.error('Failed to export your places');
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Share2 className="h-4 w-4" aria-hidden /> {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Export ${what}`}
        description="A file other maps apps open. Made on this device, so it works offline."
      >
        <ul className="space-y-2">
          {EXPORT_FORMATS.map(({ format, label: name, hint }) => (
            <li key={format}>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void run(format)}
                className="flex min-h-11 w-full flex-col items-start rounded-xl border border-app bg-card px-4 py-2 text-left hover:bg-card-2 disabled:opacity-50"
              >
                <span className="text-sm font-semibold">{busy === format ? `Preparing ${name}…` : name}</span>
                <span className="text-xs text-muted">{hint}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
