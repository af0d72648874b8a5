// The search engine lives in ./search, in small modules; this path stays so
// that its importers (the search worker and hooks, the bench, the tests) need
// not change.
export * from './search';
