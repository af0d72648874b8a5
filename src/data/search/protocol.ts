// Messages between the page and the search index worker.
import type { PackedPlaceIndex, SearchablePlace } from '#/domain/search';

export interface BuildRequest {
  id: number;
  places: SearchablePlace[];
}

export type BuildReply = { id: number; index: PackedPlaceIndex } | { id: number; error: string };
