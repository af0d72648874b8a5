// The concept dictionary: the words and phrases travellers use, in English and
// Korean, and what each asks of a place. One table for search and the guide.
//
// To extend it, add a phrase to an existing entry (lower case, words separated
// by single spaces, Korean as written) or a new entry. A phrase of several
// words wins over its parts ("korean bbq" before "korean"), and a word that no
// entry knows is looked for in the places' names, items and descriptions.
import type { CategoryKey } from '../categories';
import type { FlagKey, KindKey, SuitsKey } from '../facets';

/** What a question asks of a place. Every need must be met for a place to fit. */
export type Need =
  | { type: 'kind'; kinds: readonly KindKey[]; label: string }
  /**
   * `servesFood`: a place of another category whose kinds serve food counts too (a pojangmacha for "food").
   * `lesser`: categories that count, below the places of `categories` (fit.ts lesserFit): a club sells
   * drinks, but "bars" asks for bars first.
   */
  | { type: 'category'; categories: readonly CategoryKey[]; label: string; servesFood?: boolean; lesser?: readonly CategoryKey[] }
  | { type: 'suits'; suits: SuitsKey; label: string }
  | { type: 'flag'; flag: FlagKey; label: string }
  | { type: 'budget'; budgets: readonly ('low' | 'medium' | 'high')[]; label: string }
  | { type: 'vibe'; vibe: string; label: string }
  /**
   * A dish, drink or thing: in the place's items, name or description. `close`: the kinds of place
   * that serve something like it, for a dish no place names (fit.ts closeDishNeed).
   */
  | { type: 'item'; terms: readonly string[]; label: string; close?: readonly KindKey[] }
  /** A word nothing above explains: in the place's name, items or description. */
  | { type: 'word'; word: string; label: string };

/**
 * `against`: words that, in a place's own description, say it does not suit the question ("walk in
 * tonight" against "reservation-only"); no facet records them, so they only move a place down.
 */
type Concept = { phrases: readonly string[]; needs: readonly Need[]; against?: readonly string[] };

const kind = (label: string, ...kinds: KindKey[]): Need => ({ type: 'kind', kinds, label });
const category = (label: string, ...categories: CategoryKey[]): Need => ({ type: 'category', categories, label });
/** A category asked for by name, and those that also serve it, counted below it. */
const categoryOr = (label: string, categories: CategoryKey[], lesser: CategoryKey[]): Need => ({
  type: 'category',
  categories,
  label,
  lesser,
});
const item = (label: string, ...terms: string[]): Need => ({ type: 'item', terms: terms.length ? terms : [label], label });
/** A dish travellers ask for by name, with the kinds of place that serve close ones (`close`). */
const dish = (label: string, close: KindKey[], ...terms: string[]): Need => ({
  type: 'item',
  terms: terms.length ? terms : [label],
  label,
  close,
});
const flag = (f: FlagKey, label: string): Need => ({ type: 'flag', flag: f, label });
const suits = (s: SuitsKey, label: string): Need => ({ type: 'suits', suits: s, label });
const vibe = (v: string, label: string): Need => ({ type: 'vibe', vibe: v, label });

const FOOD: Need = { type: 'category', categories: ['restaurant'], label: 'food', servesFood: true };

/** Places with a roof, where an afternoon goes: what a rainy day asks for. */
export const INDOOR_KINDS: readonly KindKey[] = [
  'museum',
  'gallery',
  'department-store',
  'performing-arts',
  'cinema',
  'library',
  'food-hall',
  'bookstore',
  'tea-house',
];

export const CONCEPTS: readonly Concept[] = [
  // Kinds of food
  {
    phrases: [
      'korean bbq',
      'korean barbecue',
      'k bbq',
      'kbbq',
      'gogi',
      'gogi gui',
      '고기',
      '고깃집',
      '고기집',
      'galbi',
      'kalbi',
      '갈비',
      'samgyeopsal',
      '삼겹살',
      'bulgogi',
      '불고기',
      'hanwoo',
      '한우',
    ],
    needs: [kind('Korean BBQ', 'korean-bbq')],
  },
  {
    phrases: ['bbq', 'barbecue', 'barbeque', 'bar b que', 'bar-b-que', 'grill', 'grilled meat', 'smokehouse', 'brisket'],
    needs: [kind('barbecue', 'korean-bbq', 'barbecue')],
  },
  {
    phrases: ['naengmyeon', 'naengmyun', 'cold noodles', '냉면', 'pyeongyang naengmyeon', '평양냉면'],
    needs: [kind('naengmyeon', 'naengmyeon')],
  },
  {
    phrases: ['kalguksu', '칼국수', 'knife cut noodles', 'noodle', 'noodles', '국수', 'guksu', 'hand pulled noodles', 'sujebi', '수제비'],
    needs: [kind('noodles', 'noodles', 'naengmyeon', 'ramen')],
  },
  { phrases: ['ramen', '라멘', 'ramyeon', 'tonkotsu'], needs: [kind('ramen', 'ramen')] },
  {
    phrases: ['dumpling', 'dumplings', 'mandu', '만두', 'gyoza'],
    needs: [kind('dumplings', 'dumplings', 'dim-sum')],
  },
  { phrases: ['dim sum', 'dimsum', 'yum cha'], needs: [kind('dim sum', 'dim-sum')] },
  {
    phrases: ['korean food', 'korean restaurant', 'korean', 'hansik', '한식', 'k food'],
    needs: [kind('Korean food', 'korean', 'korean-bbq', 'naengmyeon', 'korean-soup', 'korean-chicken', 'jokbal', 'temple-food')],
  },
  {
    phrases: [
      'gukbap',
      '국밥',
      'samgyetang',
      '삼계탕',
      'seolleongtang',
      '설렁탕',
      'haejangguk',
      '해장국',
      'stew',
      'stews',
      'jjigae',
      '찌개',
      'korean soup',
      'tang',
      'gomtang',
      '곰탕',
    ],
    needs: [kind('Korean soups', 'korean-soup')],
  },
  {
    phrases: ['fried chicken', 'chimaek', '치맥', '치킨', 'dakhanmari', '닭한마리', 'dakgalbi', '닭갈비', 'korean chicken'],
    needs: [kind('chicken', 'korean-chicken', 'soul-food')],
  },
  { phrases: ['jokbal', '족발', 'bossam', '보쌈', 'pigs trotters'], needs: [kind('jokbal', 'jokbal')] },
  { phrases: ['temple food', '사찰음식', 'buddhist food'], needs: [kind('temple food', 'temple-food')] },
  {
    phrases: [
      'seafood',
      'fish',
      'raw fish',
      'hoe',
      '회',
      'sashimi',
      'oyster',
      'oysters',
      'crab',
      'crabs',
      'gejang',
      'ganjang gejang',
      '게장',
      'lobster',
      'clams',
    ],
    needs: [kind('seafood', 'seafood')],
  },
  {
    phrases: ['street food', 'market food', 'food stalls', 'food stall'],
    needs: [kind('street food', 'street-food', 'food-market')],
  },
  {
    phrases: ['food market', 'market', 'markets', '시장', 'sijang', 'traditional market'],
    needs: [kind('market', 'food-market', 'flea-market', 'street-food')],
  },
  { phrases: ['food hall', 'food court', 'food halls'], needs: [kind('food hall', 'food-hall', 'food-market')] },
  {
    phrases: ['fine dining', 'michelin', 'michelin star'],
    needs: [kind('fine dining', 'fine-dining')],
  },
  { phrases: ['pizza', 'pizzas', 'pizzeria', 'slice', 'slices', 'pizza slice', 'pie', '피자'], needs: [kind('pizza', 'pizza')] },
  { phrases: ['bagel', 'bagels', 'bialy', 'bialys'], needs: [kind('bagels', 'bagels')] },
  { phrases: ['deli', 'delis', 'delicatessen', 'appetizing'], needs: [kind('deli', 'deli')] },
  { phrases: ['burger', 'burgers', 'hamburger', 'cheeseburger'], needs: [kind('burgers', 'burgers')] },
  { phrases: ['hot dog', 'hot dogs', 'hotdog', 'frankfurter'], needs: [kind('hot dogs', 'hot-dogs')] },
  { phrases: ['steak', 'steaks', 'steakhouse', 'steak house', 'chop house'], needs: [kind('steak', 'steakhouse')] },
  { phrases: ['italian', 'pasta', 'trattoria', 'osteria'], needs: [kind('Italian', 'italian', 'pizza')] },
  { phrases: ['french', 'bistro', 'brasserie'], needs: [kind('French', 'french')] },
  { phrases: ['chinese', 'cantonese', 'sichuan', 'szechuan'], needs: [kind('Chinese', 'chinese', 'dim-sum')] },
  { phrases: ['japanese', 'sushi', 'izakaya', 'sake'], needs: [kind('Japanese', 'japanese', 'ramen')] },
  { phrases: ['mexican', 'taco', 'tacos', 'taqueria', 'burrito'], needs: [kind('Mexican', 'mexican')] },
  { phrases: ['falafel', 'middle eastern', 'shawarma', 'hummus', 'lebanese'], needs: [kind('Middle Eastern', 'middle-eastern')] },
  { phrases: ['indian', 'curry', 'dosa', 'biryani'], needs: [kind('Indian', 'indian')] },
  { phrases: ['greek', 'taverna', 'souvlaki'], needs: [kind('Greek', 'greek')] },
  { phrases: ['arepa', 'arepas', 'latin', 'latin american', 'colombian'], needs: [kind('Latin American', 'latin-american')] },
  { phrases: ['vietnamese', 'pho', 'banh mi'], needs: [kind('Vietnamese', 'vietnamese')] },
  { phrases: ['soul food', 'southern food', 'fried chicken and waffles'], needs: [kind('soul food', 'soul-food')] },
  { phrases: ['diner', 'diners', 'luncheonette', 'soda fountain'], needs: [kind('diner', 'diner')] },
  { phrases: ['brunch', 'breakfast', 'pancakes', 'eggs benedict'], needs: [kind('brunch', 'brunch')] },
  {
    phrases: ['vegetarian', 'vegan', 'plant based', 'veggie', '채식'],
    needs: [{ type: 'kind', kinds: ['vegetarian', 'temple-food'], label: 'vegetarian' }],
  },
  { phrases: ['bibimbap', '비빔밥'], needs: [item('bibimbap', 'bibimbap', '비빔밥')] },
  // Dishes and things: a place that has them, in its items, name or description.
  { phrases: ['tteokbokki', '떡볶이'], needs: [item('tteokbokki', 'tteokbokki', '떡볶이')] },
  {
    phrases: ['bindaetteok', '빈대떡', 'mung bean pancake', 'mung bean pancakes'],
    needs: [item('bindaetteok', 'bindaetteok', 'mung bean')],
  },
  { phrases: ['hotteok', '호떡'], needs: [item('hotteok', 'hotteok', '호떡')] },
  { phrases: ['gimbap', 'kimbap', '김밥'], needs: [item('gimbap', 'gimbap', 'kimbap')] },
  { phrases: ['pastrami'], needs: [item('pastrami')] },
  { phrases: ['smoked fish', 'lox'], needs: [item('smoked fish', 'smoked fish', 'lox', 'smoked salmon', 'nova', 'whitefish', 'sable')] },
  {
    phrases: ['tasting menu', 'tasting menus', 'omakase', 'course menu'],
    needs: [item('tasting menu', 'tasting menu', 'omakase', 'course')],
  },
  { phrases: ['cannoli'], needs: [item('cannoli')] },
  { phrases: ['tiramisu'], needs: [item('tiramisu')] },
  { phrases: ['bingsu', '빙수', 'shaved ice'], needs: [item('bingsu', 'bingsu', 'shaved ice')] },
  { phrases: ['donut', 'doughnut'], needs: [item('doughnuts', 'donut', 'doughnut')] },
  { phrases: ['ice cream', 'gelato'], needs: [item('ice cream', 'ice cream', 'gelato')] },
  { phrases: ['cookie', 'cookies'], needs: [item('cookies', 'cookie')] },
  { phrases: ['soup dumplings', 'xiao long bao', 'xlb'], needs: [item('soup dumplings', 'soup dumpling', 'xiao long bao')] },
  // Dishes asked for by name that the places may not list: the kinds that serve close ones come instead.
  {
    phrases: ['jjajangmyeon', 'jajangmyeon', 'jjajangmyun', 'jajangmyun', '짜장면', '자장면', 'black bean noodles'],
    needs: [dish('jjajangmyeon', ['chinese', 'noodles'], 'jjajangmyeon', 'jajangmyeon', '짜장면', 'black bean noodle')],
  },
  { phrases: ['jjamppong', 'jjambbong', '짬뽕'], needs: [dish('jjamppong', ['chinese', 'noodles'], 'jjamppong', '짬뽕')] },
  { phrases: ['tangsuyuk', '탕수육'], needs: [dish('tangsuyuk', ['chinese'], 'tangsuyuk', '탕수육')] },
  {
    phrases: ['bungeoppang', '붕어빵', 'fish shaped bread', 'gyeranppang', '계란빵', 'egg bread'],
    needs: [
      dish('street snacks', ['street-food', 'food-market', 'dessert'], 'bungeoppang', '붕어빵', 'gyeranppang', '계란빵', 'egg bread'),
    ],
  },
  {
    phrases: ['eomuk', 'odeng', '어묵', '오뎅', 'fish cake', 'fish cakes'],
    needs: [dish('fish cakes', ['street-food', 'food-market'], 'eomuk', 'odeng', 'fish cake')],
  },
  {
    phrases: ['pajeon', '파전', 'haemul pajeon', '해물파전'],
    needs: [dish('pajeon', ['street-food', 'food-market', 'soju-bar'], 'pajeon', '파전')],
  },
  { phrases: ['japchae', '잡채'], needs: [dish('japchae', ['korean', 'food-market'], 'japchae', '잡채')] },
  { phrases: ['knish', 'knishes'], needs: [dish('knishes', ['deli', 'bakery'], 'knish')] },
  { phrases: ['cheesecake'], needs: [dish('cheesecake', ['dessert', 'bakery', 'diner'], 'cheesecake')] },
  {
    phrases: ['black and white cookie', 'black and white cookies'],
    needs: [dish('black and white cookies', ['bakery'], 'black and white cookie', 'black-and-white cookie')],
  },
  { phrases: ['chopped cheese'], needs: [dish('chopped cheese', ['deli'], 'chopped cheese')] },
  {
    phrases: ['chicken over rice', 'halal cart', 'halal guys'],
    needs: [dish('chicken over rice', ['street-food', 'middle-eastern'], 'chicken over rice', 'halal')],
  },
  { phrases: ['pierogi', 'pierogies', 'varenyky'], needs: [dish('pierogi', ['diner', 'food-shop'], 'pierogi', 'varenyky')] },
  { phrases: ['egg cream', 'egg creams'], needs: [dish('egg creams', ['diner', 'dessert'], 'egg cream')] },
  {
    phrases: ['book cafe', 'bookstore cafe', 'bookshop cafe', '북카페'],
    needs: [kind('books', 'bookstore', 'library'), category('café', 'cafe')],
  },
  // A restaurant by name, or a daytime meal: places that are restaurants, not a bar with snacks.
  { phrases: ['restaurant', 'restaurants', 'lunch', '식당', '점심'], needs: [category('restaurants', 'restaurant')] },
  { phrases: ['cheap eats', 'cheap food', 'budget food'], needs: [{ type: 'budget', budgets: ['low'], label: 'cheap' }, FOOD] },
  { phrases: ['혼밥', 'eat alone', 'eating alone', 'dinner alone', 'lunch alone'], needs: [suits('solo', 'solo'), FOOD] },
  { phrases: ['혼술', 'drink alone', 'drinking alone'], needs: [suits('solo', 'solo'), categoryOr('bars', ['bar'], ['nightlife'])] },
  // Cafés and sweets
  {
    phrases: ['coffee', 'espresso', 'latte', 'flat white', 'pour over', 'roastery', 'roaster', '커피', 'specialty coffee'],
    needs: [kind('coffee', 'coffee')],
  },
  {
    phrases: ['tea house', 'teahouse', 'tea room', 'tea', '찻집', '전통찻집', '전통 찻집', 'tea garden', 'tea parlor'],
    needs: [kind('tea house', 'tea-house')],
  },
  {
    phrases: ['bakery', 'bakeries', 'bread', 'pastry', 'pastries', 'croissant', 'croissants', '빵', '빵집', '베이커리'],
    needs: [kind('bakery', 'bakery')],
  },
  {
    phrases: ['dessert', 'desserts', 'sweets', 'cake', 'cakes', 'candy'],
    needs: [kind('dessert', 'dessert', 'bakery')],
  },
  // Drinks
  {
    phrases: ['cocktail', 'cocktails', 'cocktail bar', 'mixology', '칵테일', 'martini'],
    needs: [kind('cocktails', 'cocktail-bar', 'speakeasy', 'hotel-bar')],
  },
  { phrases: ['speakeasy', 'speakeasies', 'hidden bar', 'secret bar'], needs: [kind('speakeasy', 'speakeasy')] },
  { phrases: ['wine', 'wine bar', 'natural wine', '와인'], needs: [kind('wine', 'wine-bar')] },
  {
    phrases: ['beer', 'beers', 'brewery', 'craft beer', 'pub', 'pubs', 'beer hall', 'beer garden', 'hof', '호프', '맥주', 'ale'],
    // A pocha or a dive bar pours beer as surely as a brewery does.
    needs: [kind('beer', 'beer', 'soju-bar', 'dive-bar')],
  },
  { phrases: ['soju', '소주', 'pocha', 'pojangmacha', '포차', '포장마차', 'makgeolli', '막걸리'], needs: [kind('soju', 'soju-bar')] },
  { phrases: ['hotel bar', 'lounge', 'hotel lounge'], needs: [kind('hotel bar', 'hotel-bar')] },
  { phrases: ['dive bar', 'dive', 'dives'], needs: [kind('dive bar', 'dive-bar')] },
  { phrases: ['gay bar', 'lgbtq', 'lgbt', 'queer', 'gay'], needs: [kind('LGBTQ+', 'lgbtq-bar')] },
  // Nights out
  {
    phrases: ['club', 'clubs', 'clubbing', 'nightclub', 'dance', 'dancing', 'techno', 'house music', 'dj', '클럽', 'rave'],
    needs: [kind('clubbing', 'club')],
  },
  { phrases: ['jazz', 'jazz club', 'jazz bar', '재즈'], needs: [kind('jazz', 'jazz-club')] },
  {
    phrases: ['live music', 'concert', 'concerts', 'gig', 'gigs', 'band', 'bands', 'music venue', '라이브', '라이브 음악', '공연', '인디'],
    needs: [kind('live music', 'live-music', 'jazz-club')],
  },
  { phrases: ['comedy', 'stand up', 'standup'], needs: [kind('comedy', 'comedy')] },
  { phrases: ['piano bar', 'sing along', 'singalong', 'show tunes'], needs: [kind('piano bar', 'piano-bar')] },
  // Shopping
  {
    phrases: ['vintage', 'thrift', 'thrifting', 'secondhand', 'second hand', '빈티지'],
    needs: [kind('vintage', 'vintage-store', 'flea-market')],
  },
  {
    phrases: ['bookstore', 'bookstores', 'bookshop', 'bookshops', 'books', 'book', 'book store', '서점', '책방'],
    needs: [kind('books', 'bookstore')],
  },
  { phrases: ['records', 'vinyl', 'record store', 'record shop'], needs: [kind('records', 'record-store')] },
  {
    phrases: ['department store', 'mall', 'malls', 'shopping mall', '백화점', 'luxury shopping'],
    needs: [kind('department store', 'department-store')],
  },
  {
    phrases: ['fashion', 'boutique', 'boutiques', 'clothes', 'clothing', 'designer', 'sneakers'],
    needs: [kind('fashion', 'fashion', 'vintage-store', 'department-store')],
  },
  { phrases: ['design store', 'homeware', 'concept store', 'lifestyle store', 'kitchenware'], needs: [kind('design', 'design-store')] },
  { phrases: ['grocery', 'specialty foods', 'spices', 'cheese shop', 'food shop'], needs: [kind('food shop', 'food-shop')] },
  { phrases: ['shopping street', 'street shopping'], needs: [kind('shopping street', 'shopping-street')] },
  { phrases: ['flea market', 'antiques', 'antique', '벼룩시장'], needs: [kind('flea market', 'flea-market')] },
  { phrases: ['crafts', 'handmade', 'souvenir', 'souvenirs', 'gifts', '공예', '기념품'], needs: [kind('crafts', 'crafts')] },
  // Culture
  { phrases: ['museum', 'museums', '박물관', '미술관', 'art museum'], needs: [kind('museum', 'museum')] },
  // Weather that sends people in: places with a roof, where an afternoon goes.
  {
    phrases: [
      'rainy day',
      'rainy',
      'raining',
      'rain',
      'indoor',
      'indoors',
      'inside',
      'too cold',
      'freezing',
      '비 오는 날',
      '비오는 날',
      '실내',
    ],
    needs: [kind('places indoors', ...INDOOR_KINDS)],
  },
  { phrases: ['gallery', 'galleries', 'contemporary art', '갤러리'], needs: [kind('art', 'gallery', 'museum')] },
  { phrases: ['palace', 'palaces', '궁', '궁궐', 'royal palace'], needs: [kind('palace', 'palace')] },
  { phrases: ['temple', 'temples', '절', '사찰', 'buddhist temple'], needs: [kind('temple', 'temple')] },
  { phrases: ['church', 'cathedral', 'shrine', 'mosque', 'chapel'], needs: [kind('church or shrine', 'religious-site', 'temple')] },
  { phrases: ['historic site', 'heritage', 'hanok', '한옥', 'history', 'historic'], needs: [kind('history', 'historic-site', 'palace')] },
  {
    phrases: ['theater', 'theatre', 'concert hall', 'opera', 'ballet', 'broadway', 'performance'],
    needs: [kind('theatre', 'performing-arts')],
  },
  { phrases: ['cinema', 'movie', 'movies', 'film', 'films'], needs: [kind('cinema', 'cinema')] },
  { phrases: ['observation deck', 'observatory', 'skyscraper'], needs: [kind('observation deck', 'observation-deck')] },
  { phrases: ['library', 'libraries', '도서관'], needs: [kind('library', 'library')] },
  { phrases: ['street art', 'murals', 'mural', 'graffiti'], needs: [kind('street art', 'street-art')] },
  { phrases: ['stadium', 'baseball', 'sports'], needs: [kind('sports', 'stadium')] },
  { phrases: ['zoo', 'animals'], needs: [kind('zoo', 'zoo')] },
  // Outdoors
  { phrases: ['park', 'parks', '공원', 'green space'], needs: [kind('park', 'park', 'garden')] },
  { phrases: ['garden', 'gardens', 'botanical garden', 'botanic garden', 'flowers'], needs: [kind('garden', 'garden')] },
  {
    phrases: ['river', 'riverside', 'hangang', '한강', 'waterfront', 'pier', 'promenade', 'by the water', 'stream'],
    needs: [kind('waterside', 'riverside', 'beach')],
  },
  { phrases: ['hike', 'hikes', 'hiking', 'trail', 'trails', 'mountain', 'mountains', '등산', '산'], needs: [kind('hiking', 'hiking')] },
  {
    phrases: ['walk', 'walks', 'walking', 'stroll', 'city wall', '산책'],
    needs: [kind('a walk', 'walking-route', 'park', 'riverside', 'hiking')],
  },
  { phrases: ['beach', 'beaches', 'boardwalk', 'surf'], needs: [kind('beach', 'beach')] },
  // Kinds of place (categories)
  {
    phrases: ['food', 'eat', 'eats', 'eating', 'dinner', 'meal', 'bite', 'hungry', 'dine', 'dining', '맛집', '밥'],
    needs: [FOOD],
  },
  { phrases: ['cafe', 'cafes', 'café', 'cafés', 'coffee shop', 'coffee shops', '카페'], needs: [category('café', 'cafe')] },
  // A club, a concert hall or a jazz room sells drinks too, but is not what "bars" asks for first
  // ("bar" brought Carnegie Hall first, "홍대 술집" the clubs). Nightlife asks for both alike.
  { phrases: ['bar', 'bars', 'drink', 'drinks', 'drinking', '술집', '바'], needs: [categoryOr('bars', ['bar'], ['nightlife'])] },
  { phrases: ['nightlife', 'night out', 'party', 'partying'], needs: [category('nightlife', 'nightlife', 'bar')] },
  { phrases: ['shop', 'shops', 'shopping', 'store', 'stores', 'buy', '쇼핑'], needs: [category('shopping', 'shopping')] },
  {
    phrases: ['culture', 'art', 'arts', 'sights', 'sightseeing', 'landmark', 'landmarks', 'exhibition', 'exhibitions'],
    needs: [category('culture', 'culture')],
  },
  { phrases: ['outdoor', 'outdoors', 'outside', 'nature', 'fresh air', 'picnic'], needs: [category('outdoors', 'outdoor')] },
  // Flags
  {
    phrases: [
      'late night',
      'late nite',
      'nite',
      'late-night',
      'late',
      'after clubbing',
      'after the club',
      'after a night out',
      'after midnight',
      'still open',
      '1am',
      '2am',
      '3am',
      'midnight',
      'all night',
      '24 hours',
      '24 hour',
      '24h',
      'open late',
      'night owl',
      '야식',
      '새벽',
    ],
    needs: [flag('late-night', 'late-night')],
  },
  { phrases: ['rooftop', 'rooftops', 'roof top', 'roof', 'sky bar', 'skybar', '루프탑', '옥상'], needs: [flag('rooftop', 'rooftop')] },
  {
    phrases: [
      'up high',
      'high up',
      'top floor',
      'high floor',
      'sky high',
      'view',
      'views',
      'skyline',
      'scenic',
      'sunset',
      'sunsets',
      'panorama',
      'city lights',
      'night view',
      '야경',
      '전망',
      '뷰',
    ],
    needs: [flag('view', 'with a view')],
  },
  {
    phrases: ['terrace', 'patio', 'outdoor seating', 'outside seating', 'al fresco', 'garden seating', '테라스'],
    needs: [flag('outdoor-seating', 'outdoor seating')],
  },
  { phrases: ['quiet', 'calm', 'peaceful', 'not crowded', 'tranquil', 'relaxed', '조용한', '조용'], needs: [flag('quiet', 'quiet')] },
  { phrases: ['free', 'free entry', 'free admission', 'no ticket', '무료'], needs: [flag('free-entry', 'free')] },
  // What it suits
  {
    phrases: [
      'to work',
      'work',
      'working',
      'work from',
      'laptop',
      'laptops',
      'study',
      'studying',
      'wifi',
      'wi fi',
      'remote work',
      '카공',
      '노트북',
    ],
    needs: [suits('work', 'to work')],
  },
  {
    phrases: [
      'date',
      'date night',
      'romantic',
      'anniversary',
      'first date',
      'special',
      'somewhere special',
      'girlfriend',
      'boyfriend',
      'my partner',
      'wife',
      'husband',
      'honeymoon',
      '데이트',
    ],
    needs: [suits('date', 'date')],
  },
  {
    phrases: ['group', 'groups', 'with friends', 'big group', 'crowd', 'team dinner', 'birthday', '회식', '모임'],
    needs: [suits('groups', 'groups')],
  },
  { phrases: ['solo', 'alone', 'by myself', 'on my own', '혼자'], needs: [suits('solo', 'solo')] },
  {
    phrases: [
      'family',
      'families',
      'kids',
      'kid',
      'children',
      'child',
      'kid friendly',
      'family friendly',
      'parents',
      'my parents',
      'mom and dad',
      'mum and dad',
      'grandparents',
      'in laws',
      '아이',
      '가족',
      '부모님',
    ],
    needs: [suits('families', 'families')],
  },
  // Walking in, not booking: nothing a place is, but "reservation-only" says it is not for tonight.
  {
    phrases: [
      'walk in',
      'walk ins',
      'walkin',
      'without a reservation',
      'without reservation',
      'without booking',
      'no reservation',
      'no reservations',
      'no booking',
      'last minute',
    ],
    needs: [],
    against: [
      'reservation-only',
      'reservations only',
      'reservation only',
      'by reservation',
      'book ahead',
      'reserve ahead',
      'booking essential',
      'tours only',
    ],
  },
  // Budget
  {
    phrases: ['cheap', 'budget', 'affordable', 'inexpensive', 'low cost', 'not expensive', 'on a budget', '저렴한', '싼'],
    needs: [{ type: 'budget', budgets: ['low'], label: 'cheap' }],
  },
  {
    phrases: ['fancy', 'upscale', 'splurge', 'luxury', 'luxurious', 'special occasion', 'high end', 'treat', 'expensive'],
    needs: [{ type: 'budget', budgets: ['high'], label: 'upscale' }],
  },
  {
    phrases: [
      'mid range',
      'moderate',
      'reasonable',
      'not too expensive',
      'cheaper',
      'less pricey',
      'not pricey',
      'not so pricey',
      'nothing fancy',
      'not fancy',
      'no frills',
      'unpretentious',
      'lower price',
      'less expensive',
    ],
    needs: [{ type: 'budget', budgets: ['low', 'medium'], label: 'mid-range' }],
  },
  // Vibes people name
  {
    phrases: [
      'hidden',
      'hidden gem',
      'hidden gems',
      'off the beaten path',
      'off the beaten track',
      'underrated',
      'not touristy',
      'local secret',
      'secret',
      'tourists miss',
      'tourists dont know',
      'away from tourists',
      'without tourists',
      'no tourists',
      'under the radar',
    ],
    needs: [vibe('Hidden Gem', 'hidden gem')],
  },
  { phrases: ['cozy', 'cosy', 'snug', 'warm'], needs: [vibe('Cozy', 'cozy')] },
  { phrases: ['trendy', 'hip', 'cool', 'instagrammable', 'instagram'], needs: [vibe('Trendy', 'trendy')] },
  { phrases: ['lively', 'buzzy', 'buzzing', 'busy', 'fun'], needs: [vibe('Lively', 'lively')] },
  { phrases: ['traditional', 'old school', 'old-school', 'classic', 'authentic'], needs: [vibe('Traditional', 'traditional')] },
  { phrases: ['artsy', 'arty', 'creative'], needs: [vibe('Artsy', 'artsy')] },
  { phrases: ['retro', 'nostalgic'], needs: [vibe('Retro', 'retro')] },
  { phrases: ['dog friendly', 'dogs', 'dog'], needs: [vibe('Dog-Friendly', 'dog-friendly')] },
  {
    phrases: ['locals', 'local favorite', 'local favourite', 'where locals go', 'like a local'],
    needs: [vibe('Local Favorite', 'local favourite')],
  },
];

/** Words in a place's own description that say it does not meet a need it may have been given. */
export const CONTRADICTIONS: ReadonlyArray<{ suits: SuitsKey; phrases: readonly string[] }> = [
  { suits: 'work', phrases: ['no laptops', 'no laptop', 'laptop-free', 'bans laptops', 'no Wi-Fi', 'no wifi', 'no outlets'] },
  { suits: 'families', phrases: ['adults only', 'no kids', 'no children', '21 and over'] },
];

/** Words that carry no need ("a good place for…", "where can I…"). */
export const STOP_WORDS = new Set(
  (
    'a an the in on at for to of and or with near me i we my our some any good best great nice top place places spot spots ' +
    'where what which is are can could would should you recommend recommendation recommendations suggest find show tell ' +
    'tonight today now want wanting looking look need go going get around please something somewhere there it its ' +
    'this that these those be have has do does did let lets s really very most more much also just from into by about ' +
    'like love try trying visit visiting eat out thing things one ones your yours who how when use using able ' +
    'after before then than up down over under time day night evening morning afternoon weekend ' +
    // Words that say how, not what: 'a proper dive bar', 'somewhere to sit and read for a few hours'.
    'so its whats hot proper real really actually nice lovely cool kind kinds sort stuff lot lots bit few hours hour while ' +
    'sit read reading hang hanging chill spend friendly worth must famous popular recommended ' +
    'bowl plate cup glass piece watch see catch enjoy grab short long quick take taking bring bringing ' +
    // The city itself is no need: every place is in it.
    'seoul nyc new york manhattan city town here ' +
    '추천 좀 어디 곳 근처 에서 주변'
  ).split(' '),
);
