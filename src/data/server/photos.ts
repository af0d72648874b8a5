// Uploading and removing the photo of a city, place, tastemaker or pick
// (`tastemaker_places`: a tastemaker's own photo of a place they picked;
// pb_hooks/lib/photos.js). Online only: the file goes straight to the
// server, and the sync that follows brings the new picture to every screen.
import { PHOTO_FIELD, type PhotoCollection } from '#/domain/images';
import { callServer } from './call';

export function uploadPhoto(collection: PhotoCollection, id: string, file: File): Promise<{ id: string; photo: string }> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  return callServer(`/api/app/photos/${collection}/${encodeURIComponent(id)}`, { body: form, fallback: 'Failed to upload photo' });
}

export function removePhoto(collection: PhotoCollection, id: string): Promise<{ id: string; photo: string }> {
  return callServer(`/api/app/photos/${collection}/${encodeURIComponent(id)}`, { method: 'DELETE', fallback: 'Failed to remove photo' });
}
