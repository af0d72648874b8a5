/// <reference lib="webworker" />
// Builds a city's search index off the main thread: receives the places'
// searchable fields, answers with the packed index, its typed arrays
// transferred (not copied). Holds nothing between requests.
import { packedBuffers, packPlaces } from '#/domain/search';
import type { BuildReply, BuildRequest } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<BuildRequest>) => {
  const { id, places } = event.data;
  let reply: BuildReply;
  try {
    const index = packPlaces(places);
    reply = { id, index };
    self.postMessage(reply, packedBuffers(index));
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
