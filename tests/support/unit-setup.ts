// Every unit test gets a fresh in-memory IndexedDB.
import 'fake-indexeddb/auto';
