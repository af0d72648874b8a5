import { Download } from 'lucide-react';
import { toast } from '#/toast';
import { downloadAccountData, type AccountDataFile } from '#/data/session/account';
import { useServerAction } from '#/data/server/use-server-action';
import { Button } from '../ui';

/** Hands the file to the browser's downloads, as a link to it would. */
function save(file: AccountDataFile) {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file a moment after the click: it stays a minute, then its memory goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Download my data (issue 29 §4): one JSON file of what the account holds, read from the server. */
export function DownloadMyData() {
  const { run, busy } = useServerAction(downloadAccountData, {
    needsConnection: 'Downloading your data',
    failure: 'Failed to download your data',
    onSuccess: (file) => {
      save(file);
      toast.success('Your data is downloaded', { description: file.name });
    },
  });
  return (
    <div className="space-y-1.5">
      <Button variant="secondary" onClick={() => void run()} disabled={busy}>
        <Download className="h-4 w-4" /> {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <p className="text-xs text-muted">
        One file with your profile, saved places, collections, reviews, payments and the rest of your account.
      </p>
    </div>
  );
}
