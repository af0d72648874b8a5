// The areas people name when they talk about a city: 'Hongdae' covers
// Yeonnam and Mangwon, 'Gangnam' covers Sinsa and Cheongdam. Search and the
// local guide use these to match what a person means, not just one
// neighbourhood's exact name.

const SEOUL_AREAS: Record<string, readonly string[]> = {
  Hongdae: ['Hongdae', 'Yeonnam', 'Mangwon', 'Hapjeong', 'Sangsu'],
  Gangnam: ['Gangnam', 'Sinsa', 'Apgujeong', 'Cheongdam', 'Samseong', 'Yeoksam'],
  Itaewon: ['Itaewon', 'Haebangchon', 'Hannam', 'Gyeongridan'],
  Jongno: ['Jongno', 'Insadong', 'Ikseon', 'Bukchon', 'Seochon', 'Gwanghwamun', 'Daehangno'],
  Euljiro: ['Euljiro', 'Myeongdong', 'Namdaemun', 'Dongdaemun'],
  Seongsu: ['Seongsu', 'Ttukseom'],
  Yongsan: ['Yongsan', 'Namsan', 'Seoul Station'],
};

const NYC_AREAS: Record<string, readonly string[]> = {
  Downtown: [
    'Lower East Side',
    'East Village',
    'West Village',
    'Greenwich Village',
    'SoHo',
    'Nolita',
    'Tribeca',
    'Chinatown',
    'Financial District',
    'Little Italy',
    'NoHo',
  ],
  Midtown: ['Midtown', "Hell's Kitchen", 'Murray Hill', 'NoMad', 'Flatiron', 'Chelsea', 'Gramercy', 'Union Square'],
  Uptown: ['Upper West Side', 'Upper East Side', 'Harlem', 'East Harlem', 'Morningside Heights', 'Washington Heights'],
  'The Village': ['West Village', 'Greenwich Village'],
  // Queens addresses name the neighbourhood ('Astoria, NY'), not the borough: its neighbourhoods say it.
  Queens: ['Astoria', 'Long Island City', 'Jackson Heights', 'Flushing', 'Corona', 'Ridgewood', 'Rockaway', 'Sunnyside', 'Woodside'],
};

/** Areas known by the city part of an address: Manhattan's addresses say "New York, NY". */
const ADDRESS_AREAS: Record<string, RegExp> = { manhattan: /,\s*New York,?\s*NY\b/i };

/** Every area name and its neighbourhoods, for both cities. */
export const AREAS: Record<string, readonly string[]> = { ...SEOUL_AREAS, ...NYC_AREAS };

/** The area names a neighbourhood belongs to (it is its own area too). */
export function areasOf(neighborhood: string): string[] {
  const found = Object.entries(AREAS)
    .filter(([, members]) => members.includes(neighborhood))
    .map(([area]) => area);
  return [...new Set([neighborhood, ...found])];
}

// Search asks this of every place of a city on each keystroke: the areas of each neighbourhood and
// the address pattern of each area are worked out once.
const areasByNeighbourhood = new Map<string, Set<string>>();
const addressPatterns = new Map<string, RegExp>();

/** Whether a place (by neighbourhood and address) is in the area a person named. */
export function inArea(place: { neighborhood: string; address: string }, area: string): boolean {
  const wanted = area.toLowerCase();
  let areas = areasByNeighbourhood.get(place.neighborhood);
  if (!areas) areasByNeighbourhood.set(place.neighborhood, (areas = new Set(areasOf(place.neighborhood).map((a) => a.toLowerCase()))));
  if (areas.has(wanted)) return true;
  if (ADDRESS_AREAS[wanted]?.test(place.address)) return true;
  // Districts and boroughs appear in addresses: 'Gangnam-gu', 'Brooklyn, NY'.
  let pattern = addressPatterns.get(wanted);
  if (!pattern) addressPatterns.set(wanted, (pattern = new RegExp(`\\b${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-gu)?\\b`, 'i')));
  return pattern.test(place.address);
}
