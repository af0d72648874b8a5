// The errors an import can end with: each one says, in the traveller's words,
// what was wrong with the file; nothing is stored when one is thrown.

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export const IMPORT_ERRORS = {
  wrongType: 'This file type can’t be imported. Choose a Google Takeout export (.json, .csv or .zip), or a GeoJSON, KML, KMZ or GPX file.',
  tooLarge: (maxMb: number) => `This file is too large to import (the limit is ${maxMb} MB).`,
  empty: 'This file is empty.',
  brokenJson: 'This file is not valid JSON, so it can’t be imported.',
  brokenXml: 'This file is not valid XML, so it can’t be imported.',
  brokenCsv: 'This CSV file can’t be read: it needs a Title column.',
  brokenZip: 'This archive is damaged or not a zip file, so it can’t be imported.',
  entities: 'This file declares XML entities, which are not allowed in an import.',
  archiveTooLarge: (maxMb: number) => `This archive unpacks to more than ${maxMb} MB, so it can’t be imported.`,
  archiveTooManyFiles: 'This archive holds too many files to import.',
  noPlaces: 'No places were found in this file.',
  tooManyPlaces: (max: number) => `This file holds more than ${max.toLocaleString('en-US')} places, the most one import can take.`,
  notPlaces: 'This JSON file holds no places: it is not GeoJSON or a Google Takeout export.',
} as const;
