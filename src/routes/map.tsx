// /map: the active city's places on a map, with search's query and filters
// (the same screen as /search, opened on its map).
import { SearchScreen } from './search';

export function Component() {
  return <SearchScreen defaultView="map" />;
}
