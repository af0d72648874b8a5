// Uploading and removing the photo of a city, place or tastemaker. The rules
// (who, which types, how large) are the domain's (src/domain/images.ts); the
// file field's own validators check the type by the file's content, not its name.
const { requireUser, findOrNull } = require(`${__hooks}/lib/http.js`);
const access = require(`${__hooks}/lib/access.js`);

function images() {
  return require(`${__hooks}/lib/generated/images.js`);
}

// The one answer to a record that is not the caller's to picture and to one that does not exist, so the
// photo routes cannot be used to probe which ids exist.
const NOT_YOURS = 'You can only change the photos of your own places, picks and profile.';

/** The record whose photo the caller may change, or an error saying why not. @param {core.RequestEvent} e */
function target(e) {
  const user = requireUser(e);
  const rules = images();
  const collection = e.request.pathValue('collection');
  if (!rules.isPhotoCollection(collection)) throw new NotFoundError('Only cities, places, picks and tastemakers have photos.');
  const editor = access.loadCaller(e.app, user.id);
  const record = findOrNull(e.app, collection, e.request.pathValue('id'));
  const subject = record
    ? { id: record.id, added_by: record.getString('added_by'), tastemaker: record.getString('tastemaker') }
    : { id: '', added_by: '', tastemaker: '' };
  if (!record || !rules.mayChangePhoto(editor, collection, subject)) throw new NotFoundError(NOT_YOURS);
  return record;
}

/** POST /api/app/photos/{collection}/{id} (multipart, one file in `photo`): sets the record's photo. @param {core.RequestEvent} e */
function upload(e) {
  const record = target(e);
  const rules = images();
  /** @type {Array<filesystem.File | undefined>} */
  let files;
  try {
    files = e.findUploadedFiles(rules.PHOTO_FIELD);
  } catch (_) {
    // Not a multipart request, or no file under that name.
    files = [];
  }
  const file = files[0];
  if (!file || files.length !== 1) throw new BadRequestError('Choose one photo to upload.');
  if (file.size > rules.PHOTO_MAX_BYTES) throw new BadRequestError(rules.PHOTO_RULES_MESSAGE);
  record.set(rules.PHOTO_FIELD, file);
  try {
    e.app.save(record);
  } catch (_) {
    // The field's validators refused it: the type, sniffed from the content.
    throw new BadRequestError(rules.PHOTO_RULES_MESSAGE);
  }
  return e.json(200, { id: record.id, photo: record.get(rules.PHOTO_FIELD) });
}

/** DELETE /api/app/photos/{collection}/{id}: back to the generated artwork. @param {core.RequestEvent} e */
function remove(e) {
  const record = target(e);
  record.set(images().PHOTO_FIELD, '');
  e.app.save(record);
  return e.json(200, { id: record.id, photo: '' });
}

module.exports = { upload, remove };
