// Adding, changing or removing the photo of a place, city, tastemaker or pick
// (src/domain/images.ts): for admins, and for tastemakers on their portrait,
// the places they added and their own picks (a pick's photo is theirs; the
// shared photo of a place others curate is not). The file is checked here
// first, so a wrong one is refused with the reason before anything is sent;
// the server checks it again.
import { useId, useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { toast } from '#/toast';
import { removePhoto, uploadPhoto } from '#/data/server/photos';
import { useServerAction } from '#/data/server/use-server-action';
import { PHOTO_TYPES, photoProblem, type Pictured, type PhotoCollection } from '#/domain/images';
import { Button } from './ui';

export function PhotoPicker({ collection, record, name }: { collection: PhotoCollection; record: Pictured; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useServerAction((file: File) => uploadPhoto(collection, record.id, file), {
    needsConnection: 'Uploading a photo',
    failure: (error) => ({ title: 'Failed to upload photo', description: error.message }),
    onSuccess: () => toast.success('Photo uploaded'),
  });
  const remove = useServerAction(() => removePhoto(collection, record.id), {
    needsConnection: 'Removing a photo',
    failure: (error) => ({ title: 'Failed to remove photo', description: error.message }),
    onSuccess: () => toast.success('Photo removed'),
  });
  const busy = upload.busy || remove.busy;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error('Failed to upload photo', { description: problem });
      return;
    }
    void upload.run(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        // One tab stop: the visible button opens the file chooser.
        tabIndex={-1}
        aria-label={`Photo for ${name}`}
        disabled={busy}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <Button variant="secondary" className="min-h-11" onClick={() => input.current?.click()} disabled={busy}>
        <ImagePlus className="h-4 w-4" aria-hidden />
        {upload.busy ? 'Uploading…' : record.photo ? 'Change photo' : 'Add photo'}
      </Button>
      {record.photo && (
        <Button
          variant="ghost"
          className="min-h-11"
          onClick={() => void remove.run()}
          disabled={busy}
          aria-label={`Remove the photo of ${name}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Remove photo
        </Button>
      )}
    </div>
  );
}
