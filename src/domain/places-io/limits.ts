// What an import accepts (issue 33): a file the traveller brings from another
// maps app, read on the device. Each limit says what a real file of that kind
// stays under, with room, and what a hostile one (a huge file, a zip bomb, an
// XML entity bomb) would break.

/** The largest file read: a Takeout export of every list is a few MB; a 50 MB file is refused unread. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/** The most an archive (.zip, .kmz) may hold once inflated, all its files together: past it, inflating stops. */
export const MAX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;

/** The most files an archive may list. A Takeout export has a few per product. */
export const MAX_ARCHIVE_ENTRIES = 500;

/** The most places one import may bring: more than any traveller's lists, few enough to review on a phone. */
export const MAX_IMPORT_ITEMS = 5000;

/** Text kept of an imported name, note or address (the pins collection's limits, pb_migrations/1795000700_create_pins.js). */
export const MAX_NAME_CHARS = 200;
export const MAX_NOTE_CHARS = 2000;
export const MAX_ADDRESS_CHARS = 500;
export const MAX_SOURCE_CHARS = 500;

/** A candidate farther than this from an imported position is another place of the same name (another branch). */
export const MATCH_FAR_METERS = 2_000;

/** An imported position this close to a place of the same name is that place. */
export const MATCH_NEAR_METERS = 250;

/** Candidates offered for one item on the review screen. */
export const MAX_LIKELY_CANDIDATES = 3;
