import { describe, expect, it } from 'vitest';
import {
  exampleConversation,
  featuredCities,
  isSelectableCity,
  pickerCities,
  previewSpecialties,
  splitGuides,
  stepProgress,
  toggleCitySelection,
} from '#/domain/onboarding';
import type { City, CityStatus, Tastemaker } from '#/domain/types';

function city(id: string, name: string, status: CityStatus, country = 'Somewhere'): City {
  return {
    id,
    name,
    status,
    country,
    slug: name.toLowerCase().replace(/ /g, '-'),
    image: '',
    description: '',
    is_free: false,
    price: 0,
    places_count: 0,
    tastemakers_count: 0,
    latitude: 0,
    longitude: 0,
    timezone: '',
    featured_tastemaker: '',
    created: '',
    updated: '',
  };
}

function tastemaker(id: string, over: Partial<Tastemaker> = {}): Tastemaker {
  return {
    id,
    slug: id,
    username: id,
    name: id,
    title: '',
    bio: '',
    image: '',
    specialties: ['A', 'B', 'C', 'D'],
    followers: 0,
    chat_context: '',
    is_tour_guide: false,
    is_locked: false,
    price: 399,
    user: '',
    created: '',
    updated: '',
    ...over,
  };
}

const cities = [
  city('tk', 'Tokyo', 'coming_soon', 'Japan'),
  city('ny', 'New York City', 'live', 'United States'),
  city('bu', 'Busan', 'archived', 'South Korea'),
  city('se', 'Seoul', 'live', 'South Korea'),
];

describe('onboarding', () => {
  it('labels each step with its rounded percent', () => {
    expect(stepProgress(1)).toEqual({ label: 'Step 1 of 6', percent: 17 });
    expect(stepProgress(3)).toEqual({ label: 'Step 3 of 6', percent: 50 });
    expect(stepProgress(6)).toEqual({ label: 'Step 6 of 6', percent: 100 });
  });

  it('allows only live cities to be selected', () => {
    expect(cities.filter(isSelectableCity).map((c) => c.id)).toEqual(['ny', 'se']);
    expect(toggleCitySelection(null, cities[0]!)).toBeNull();
    expect(toggleCitySelection('se', cities[0]!)).toBe('se');
    expect(toggleCitySelection(null, cities[3]!)).toBe('se');
  });

  it('deselects the chosen city on a second click and switches to another', () => {
    expect(toggleCitySelection('se', cities[3]!)).toBeNull();
    expect(toggleCitySelection('se', cities[1]!)).toBe('ny');
  });

  it('lists live then coming-soon cities, hides archived ones and filters by name or country', () => {
    expect(pickerCities(cities, '').map((c) => c.name)).toEqual(['New York City', 'Seoul', 'Tokyo']);
    expect(pickerCities(cities, '  new ').map((c) => c.name)).toEqual(['New York City']);
    expect(pickerCities(cities, 'korea').map((c) => c.name)).toEqual(['Seoul']);
    expect(pickerCities(cities, 'zzz')).toEqual([]);
  });

  it('shows at most four live city cards', () => {
    const many = [...cities, ...['a', 'b', 'c'].map((id) => city(id, `City ${id}`, 'live'))];
    const cards = featuredCities(many);
    expect(cards).toHaveLength(4);
    expect(cards.every((c) => c.status === 'live')).toBe(true);
  });

  it('puts the featured local guide first and keeps the others in order', () => {
    const list = [tastemaker('chef'), tastemaker('guide', { is_tour_guide: true, price: 0 }), tastemaker('dj')];
    const { guide, others } = splitGuides(list, 'guide');
    expect(guide?.id).toBe('guide');
    expect(others.map((t) => t.id)).toEqual(['chef', 'dj']);
    expect(splitGuides(list, '').guide?.id).toBe('guide');
    expect(splitGuides([tastemaker('chef')], '')).toEqual({ guide: null, others: [tastemaker('chef')] });
  });

  it('shows three specialties for the local guide and two for others', () => {
    expect(previewSpecialties(tastemaker('g'), true)).toEqual(['A', 'B', 'C']);
    expect(previewSpecialties(tastemaker('o'), false)).toEqual(['A', 'B']);
    expect(previewSpecialties(tastemaker('n', { specialties: null }), false)).toEqual([]);
  });

  it('names the best restaurants of the asked-about area first', () => {
    const places = [
      { id: '1', name: 'Mingles', neighborhood: 'Cheongdam', rating: 4.8, categoryKeys: ['restaurant'] },
      { id: '2', name: 'Pyeongraeok', neighborhood: 'Euljiro', rating: 4.3, categoryKeys: ['restaurant'] },
      { id: '3', name: 'Woo Lae Oak', neighborhood: 'Euljiro', rating: 4.5, categoryKeys: ['restaurant'] },
      { id: '4', name: 'Euljiro Bar', neighborhood: 'Euljiro', rating: 5, categoryKeys: ['bar'] },
      { id: '5', name: 'Onjium', neighborhood: 'Seochon', rating: 4.7, categoryKeys: ['restaurant'] },
    ];
    const chat = exampleConversation({ slug: 'seoul', name: 'Seoul' }, places);
    expect(chat.question).toBe('Where should I get dinner near Euljiro tonight?');
    expect(chat.picks.map((p) => p.name)).toEqual(['Woo Lae Oak', 'Pyeongraeok', 'Mingles']);
  });

  it('asks about New York for New York and answers generally without places', () => {
    const chat = exampleConversation({ slug: 'new-york-city', name: 'New York City' }, []);
    expect(chat.question).toBe('Where should I get dinner on the Lower East Side tonight?');
    expect(chat.picks).toEqual([]);
    expect(chat.answer).toContain("New York City's tastemakers");
    expect(exampleConversation({ slug: 'tokyo', name: 'Tokyo' }, []).question).toBe('Where should I get dinner in Tokyo tonight?');
  });
});
