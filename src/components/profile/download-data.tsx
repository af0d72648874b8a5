import { Download } from 'lucide-react';
import { toast } from '#/toast';
import { downloadAccountData } from '#/data/session/account';
import { saveToDownloads } from '#/data/download';
import { useServerAction } from '#/data/server/use-server-action';
import { Button } from '../ui';

/** Download my data (issue 29 §4): one JSON file of what the account holds, read from the server. */
export function DownloadMyData() {
  const { run, busy } = useServerAction(downloadAccountData, {
    needsConnection: 'Downloading your data',
    failure: 'Failed to download your data',
    onSuccess: (file) => {
      saveToDownloads(new Blob([file.text], { type: 'application/json' }), file.name);
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
