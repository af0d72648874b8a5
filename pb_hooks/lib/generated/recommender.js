// Generated from src/domain/recommender/index.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
"use strict";
var __defProp = Object.defineProperty;
var __defProps = Object.defineProperties;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __propIsEnum = Object.prototype.propertyIsEnumerable;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __spreadValues = (a, b) => {
  for (var prop in b || (b = {}))
    if (__hasOwnProp.call(b, prop))
      __defNormalProp(a, prop, b[prop]);
  if (__getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(b)) {
      if (__propIsEnum.call(b, prop))
        __defNormalProp(a, prop, b[prop]);
    }
  return a;
};
var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/domain/recommender/index.ts
var recommender_exports = {};
__export(recommender_exports, {
  MAX_PLACES: () => MAX_PLACES,
  MIN_PLACES: () => MIN_PLACES,
  distanceFromHere: () => distanceFromHere,
  guideReferencePoint: () => guideReferencePoint,
  lockedLine: () => lockedLine,
  lockedTeaser: () => lockedTeaser,
  meaningInConversation: () => meaningInConversation,
  planAsked: () => planAsked,
  rankPlaces: () => rankPlaces,
  readNearInput: () => readNearInput,
  recommend: () => recommend,
  recommendPlan: () => recommendPlan,
  toRecommendable: () => toRecommendable
});
module.exports = __toCommonJS(recommender_exports);

// src/domain/facets.ts
var KINDS = {
  // Food
  "korean-bbq": "Korean BBQ",
  barbecue: "Barbecue",
  korean: "Korean",
  naengmyeon: "Naengmyeon",
  noodles: "Noodles",
  ramen: "Ramen",
  dumplings: "Dumplings",
  "dim-sum": "Dim sum",
  "korean-soup": "Korean soups and stews",
  "korean-chicken": "Korean chicken",
  jokbal: "Jokbal and bossam",
  "temple-food": "Temple food",
  seafood: "Seafood",
  "street-food": "Street food",
  "food-market": "Food market",
  "food-hall": "Food hall",
  "fine-dining": "Fine dining",
  pizza: "Pizza",
  bagels: "Bagels",
  deli: "Deli",
  burgers: "Burgers",
  "hot-dogs": "Hot dogs",
  steakhouse: "Steakhouse",
  italian: "Italian",
  french: "French",
  chinese: "Chinese",
  japanese: "Japanese",
  mexican: "Mexican",
  "middle-eastern": "Middle Eastern",
  indian: "Indian",
  greek: "Greek",
  "latin-american": "Latin American",
  vietnamese: "Vietnamese",
  "soul-food": "Soul food",
  american: "American",
  diner: "Diner",
  brunch: "Brunch",
  vegetarian: "Vegetarian",
  // Cafés
  coffee: "Coffee",
  "tea-house": "Tea house",
  bakery: "Bakery",
  dessert: "Dessert",
  // Drinks
  "cocktail-bar": "Cocktail bar",
  speakeasy: "Speakeasy",
  "wine-bar": "Wine bar",
  beer: "Beer bar or brewery",
  "soju-bar": "Soju bar or pocha",
  "hotel-bar": "Hotel bar",
  "dive-bar": "Dive bar",
  "lgbtq-bar": "LGBTQ+ bar",
  // Nights out
  club: "Club",
  "jazz-club": "Jazz club",
  "live-music": "Live music venue",
  comedy: "Comedy club",
  "piano-bar": "Piano bar",
  // Shopping
  "vintage-store": "Vintage store",
  bookstore: "Bookstore",
  "record-store": "Record store",
  "department-store": "Department store or mall",
  fashion: "Fashion boutique",
  "design-store": "Design and homeware store",
  "food-shop": "Food shop",
  "shopping-street": "Shopping street",
  "flea-market": "Flea market",
  crafts: "Crafts and souvenirs",
  // Culture
  museum: "Museum",
  gallery: "Gallery",
  palace: "Palace",
  temple: "Temple",
  "religious-site": "Church, shrine or mosque",
  "historic-site": "Historic site",
  "performing-arts": "Theatre or concert hall",
  cinema: "Cinema",
  "observation-deck": "Observation deck",
  library: "Library",
  "street-art": "Street art",
  stadium: "Stadium",
  zoo: "Zoo",
  // Outdoors
  park: "Park",
  garden: "Garden",
  riverside: "Riverside or waterfront",
  hiking: "Hiking",
  "walking-route": "Walk",
  beach: "Beach"
};
var SUITS = ["work", "date", "groups", "solo", "families"];
var FLAGS = {
  "late-night": "Open late (past midnight)",
  rooftop: "Rooftop",
  view: "A view",
  "outdoor-seating": "Outdoor seating",
  quiet: "Quiet",
  "free-entry": "Free to visit"
};
var EMPTY_FACETS = Object.freeze({ kinds: [], items: [], suits: [], flags: [] });
var isKind = (value) => typeof value === "string" && Object.hasOwn(KINDS, value);
var isSuits = (value) => typeof value === "string" && SUITS.includes(value);
var isFlag = (value) => typeof value === "string" && Object.hasOwn(FLAGS, value);
function readFacets(value) {
  if (!value || typeof value !== "object") return EMPTY_FACETS;
  const f = value;
  const strings = (key) => Array.isArray(f[key]) ? f[key] : [];
  return {
    kinds: strings("kinds").filter(isKind),
    items: strings("items").filter((item2) => typeof item2 === "string"),
    suits: strings("suits").filter(isSuits),
    flags: strings("flags").filter(isFlag)
  };
}

// src/domain/ids.ts
function cyrb53(text, seed = 0) {
  let h1 = 3735928559 ^ seed;
  let h2 = 1103547991 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

// src/domain/areas.ts
var SEOUL_AREAS = {
  Hongdae: ["Hongdae", "Yeonnam", "Mangwon", "Hapjeong", "Sangsu"],
  Gangnam: ["Gangnam", "Sinsa", "Apgujeong", "Cheongdam", "Samseong", "Yeoksam"],
  Itaewon: ["Itaewon", "Haebangchon", "Hannam", "Gyeongridan"],
  Jongno: ["Jongno", "Insadong", "Ikseon", "Bukchon", "Seochon", "Gwanghwamun", "Daehangno"],
  Euljiro: ["Euljiro", "Myeongdong", "Namdaemun", "Dongdaemun"],
  Seongsu: ["Seongsu", "Ttukseom"],
  Yongsan: ["Yongsan", "Namsan", "Seoul Station"]
};
var NYC_AREAS = {
  Downtown: [
    "Lower East Side",
    "East Village",
    "West Village",
    "Greenwich Village",
    "SoHo",
    "Nolita",
    "Tribeca",
    "Chinatown",
    "Financial District",
    "Little Italy",
    "NoHo"
  ],
  Midtown: ["Midtown", "Hell's Kitchen", "Murray Hill", "NoMad", "Flatiron", "Chelsea", "Gramercy", "Union Square"],
  Uptown: ["Upper West Side", "Upper East Side", "Harlem", "East Harlem", "Morningside Heights", "Washington Heights"],
  "The Village": ["West Village", "Greenwich Village"],
  // Queens addresses name the neighbourhood ('Astoria, NY'), not the borough: its neighbourhoods say it.
  Queens: ["Astoria", "Long Island City", "Jackson Heights", "Flushing", "Corona", "Ridgewood", "Rockaway", "Sunnyside", "Woodside"]
};
var ADDRESS_AREAS = { manhattan: /,\s*New York,?\s*NY\b/i };
var AREAS = __spreadValues(__spreadValues({}, SEOUL_AREAS), NYC_AREAS);
function areasOf(neighborhood) {
  const found = Object.entries(AREAS).filter(([, members]) => members.includes(neighborhood)).map(([area]) => area);
  return [.../* @__PURE__ */ new Set([neighborhood, ...found])];
}
var areasByNeighbourhood = /* @__PURE__ */ new Map();
var addressPatterns = /* @__PURE__ */ new Map();
function inArea(place, area) {
  var _a;
  const wanted = area.toLowerCase();
  let areas = areasByNeighbourhood.get(place.neighborhood);
  if (!areas) areasByNeighbourhood.set(place.neighborhood, areas = new Set(areasOf(place.neighborhood).map((a) => a.toLowerCase())));
  if (areas.has(wanted)) return true;
  if ((_a = ADDRESS_AREAS[wanted]) == null ? void 0 : _a.test(place.address)) return true;
  let pattern = addressPatterns.get(wanted);
  if (!pattern) addressPatterns.set(wanted, pattern = new RegExp(`\\b${wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(-gu)?\\b`, "i"));
  return pattern.test(place.address);
}

// src/domain/query/concepts.ts
var kind = (label, ...kinds) => ({ type: "kind", kinds, label });
var category = (label, ...categories) => ({ type: "category", categories, label });
var categoryOr = (label, categories, lesser) => ({
  type: "category",
  categories,
  label,
  lesser
});
var item = (label, ...terms) => ({ type: "item", terms: terms.length ? terms : [label], label });
var dish = (label, close, ...terms) => ({
  type: "item",
  terms: terms.length ? terms : [label],
  label,
  close
});
var flag = (f, label) => ({ type: "flag", flag: f, label });
var suits = (s, label) => ({ type: "suits", suits: s, label });
var vibe = (v, label) => ({ type: "vibe", vibe: v, label });
var FOOD = { type: "category", categories: ["restaurant"], label: "food", servesFood: true };
var INDOOR_KINDS = [
  "museum",
  "gallery",
  "department-store",
  "performing-arts",
  "cinema",
  "library",
  "food-hall",
  "bookstore",
  "tea-house"
];
var CONCEPTS = [
  // Kinds of food
  {
    phrases: [
      "korean bbq",
      "korean barbecue",
      "k bbq",
      "kbbq",
      "gogi",
      "gogi gui",
      "\uACE0\uAE30",
      "\uACE0\uAE43\uC9D1",
      "\uACE0\uAE30\uC9D1",
      "galbi",
      "kalbi",
      "\uAC08\uBE44",
      "samgyeopsal",
      "\uC0BC\uACB9\uC0B4",
      "bulgogi",
      "\uBD88\uACE0\uAE30",
      "hanwoo",
      "\uD55C\uC6B0"
    ],
    needs: [kind("Korean BBQ", "korean-bbq")]
  },
  {
    phrases: ["bbq", "barbecue", "barbeque", "bar b que", "bar-b-que", "grill", "grilled meat", "smokehouse", "brisket"],
    needs: [kind("barbecue", "korean-bbq", "barbecue")]
  },
  {
    phrases: ["naengmyeon", "naengmyun", "cold noodles", "\uB0C9\uBA74", "pyeongyang naengmyeon", "\uD3C9\uC591\uB0C9\uBA74"],
    needs: [kind("naengmyeon", "naengmyeon")]
  },
  {
    phrases: ["kalguksu", "\uCE7C\uAD6D\uC218", "knife cut noodles", "noodle", "noodles", "\uAD6D\uC218", "guksu", "hand pulled noodles", "sujebi", "\uC218\uC81C\uBE44"],
    needs: [kind("noodles", "noodles", "naengmyeon", "ramen")]
  },
  { phrases: ["ramen", "\uB77C\uBA58", "ramyeon", "tonkotsu"], needs: [kind("ramen", "ramen")] },
  {
    phrases: ["dumpling", "dumplings", "mandu", "\uB9CC\uB450", "gyoza"],
    needs: [kind("dumplings", "dumplings", "dim-sum")]
  },
  { phrases: ["dim sum", "dimsum", "yum cha"], needs: [kind("dim sum", "dim-sum")] },
  {
    phrases: ["korean food", "korean restaurant", "korean", "hansik", "\uD55C\uC2DD", "k food"],
    needs: [kind("Korean food", "korean", "korean-bbq", "naengmyeon", "korean-soup", "korean-chicken", "jokbal", "temple-food")]
  },
  {
    phrases: [
      "gukbap",
      "\uAD6D\uBC25",
      "samgyetang",
      "\uC0BC\uACC4\uD0D5",
      "seolleongtang",
      "\uC124\uB801\uD0D5",
      "haejangguk",
      "\uD574\uC7A5\uAD6D",
      "stew",
      "stews",
      "jjigae",
      "\uCC0C\uAC1C",
      "korean soup",
      "tang",
      "gomtang",
      "\uACF0\uD0D5"
    ],
    needs: [kind("Korean soups", "korean-soup")]
  },
  {
    phrases: ["fried chicken", "chimaek", "\uCE58\uB9E5", "\uCE58\uD0A8", "dakhanmari", "\uB2ED\uD55C\uB9C8\uB9AC", "dakgalbi", "\uB2ED\uAC08\uBE44", "korean chicken"],
    needs: [kind("chicken", "korean-chicken", "soul-food")]
  },
  { phrases: ["jokbal", "\uC871\uBC1C", "bossam", "\uBCF4\uC308", "pigs trotters"], needs: [kind("jokbal", "jokbal")] },
  { phrases: ["temple food", "\uC0AC\uCC30\uC74C\uC2DD", "buddhist food"], needs: [kind("temple food", "temple-food")] },
  {
    phrases: [
      "seafood",
      "fish",
      "raw fish",
      "hoe",
      "\uD68C",
      "sashimi",
      "oyster",
      "oysters",
      "crab",
      "crabs",
      "gejang",
      "ganjang gejang",
      "\uAC8C\uC7A5",
      "lobster",
      "clams"
    ],
    needs: [kind("seafood", "seafood")]
  },
  {
    phrases: ["street food", "market food", "food stalls", "food stall"],
    needs: [kind("street food", "street-food", "food-market")]
  },
  {
    phrases: ["food market", "market", "markets", "\uC2DC\uC7A5", "sijang", "traditional market"],
    needs: [kind("market", "food-market", "flea-market", "street-food")]
  },
  { phrases: ["food hall", "food court", "food halls"], needs: [kind("food hall", "food-hall", "food-market")] },
  {
    phrases: ["fine dining", "michelin", "michelin star"],
    needs: [kind("fine dining", "fine-dining")]
  },
  { phrases: ["pizza", "pizzas", "pizzeria", "slice", "slices", "pizza slice", "pie", "\uD53C\uC790"], needs: [kind("pizza", "pizza")] },
  { phrases: ["bagel", "bagels", "bialy", "bialys"], needs: [kind("bagels", "bagels")] },
  { phrases: ["deli", "delis", "delicatessen", "appetizing"], needs: [kind("deli", "deli")] },
  { phrases: ["burger", "burgers", "hamburger", "cheeseburger"], needs: [kind("burgers", "burgers")] },
  { phrases: ["hot dog", "hot dogs", "hotdog", "frankfurter"], needs: [kind("hot dogs", "hot-dogs")] },
  { phrases: ["steak", "steaks", "steakhouse", "steak house", "chop house"], needs: [kind("steak", "steakhouse")] },
  { phrases: ["italian", "pasta", "trattoria", "osteria"], needs: [kind("Italian", "italian", "pizza")] },
  { phrases: ["french", "bistro", "brasserie"], needs: [kind("French", "french")] },
  { phrases: ["chinese", "cantonese", "sichuan", "szechuan"], needs: [kind("Chinese", "chinese", "dim-sum")] },
  { phrases: ["japanese", "sushi", "izakaya", "sake"], needs: [kind("Japanese", "japanese", "ramen")] },
  { phrases: ["mexican", "taco", "tacos", "taqueria", "burrito"], needs: [kind("Mexican", "mexican")] },
  { phrases: ["falafel", "middle eastern", "shawarma", "hummus", "lebanese"], needs: [kind("Middle Eastern", "middle-eastern")] },
  { phrases: ["indian", "curry", "dosa", "biryani"], needs: [kind("Indian", "indian")] },
  { phrases: ["greek", "taverna", "souvlaki"], needs: [kind("Greek", "greek")] },
  { phrases: ["arepa", "arepas", "latin", "latin american", "colombian"], needs: [kind("Latin American", "latin-american")] },
  { phrases: ["vietnamese", "pho", "banh mi"], needs: [kind("Vietnamese", "vietnamese")] },
  { phrases: ["soul food", "southern food", "fried chicken and waffles"], needs: [kind("soul food", "soul-food")] },
  { phrases: ["diner", "diners", "luncheonette", "soda fountain"], needs: [kind("diner", "diner")] },
  { phrases: ["brunch", "breakfast", "pancakes", "eggs benedict"], needs: [kind("brunch", "brunch")] },
  {
    phrases: ["vegetarian", "vegan", "plant based", "veggie", "\uCC44\uC2DD"],
    needs: [{ type: "kind", kinds: ["vegetarian", "temple-food"], label: "vegetarian" }]
  },
  { phrases: ["bibimbap", "\uBE44\uBE54\uBC25"], needs: [item("bibimbap", "bibimbap", "\uBE44\uBE54\uBC25")] },
  // Dishes and things: a place that has them, in its items, name or description.
  { phrases: ["tteokbokki", "\uB5A1\uBCF6\uC774"], needs: [item("tteokbokki", "tteokbokki", "\uB5A1\uBCF6\uC774")] },
  {
    phrases: ["bindaetteok", "\uBE48\uB300\uB5A1", "mung bean pancake", "mung bean pancakes"],
    needs: [item("bindaetteok", "bindaetteok", "mung bean")]
  },
  { phrases: ["hotteok", "\uD638\uB5A1"], needs: [item("hotteok", "hotteok", "\uD638\uB5A1")] },
  { phrases: ["gimbap", "kimbap", "\uAE40\uBC25"], needs: [item("gimbap", "gimbap", "kimbap")] },
  { phrases: ["pastrami"], needs: [item("pastrami")] },
  { phrases: ["smoked fish", "lox"], needs: [item("smoked fish", "smoked fish", "lox", "smoked salmon", "nova", "whitefish", "sable")] },
  {
    phrases: ["tasting menu", "tasting menus", "omakase", "course menu"],
    needs: [item("tasting menu", "tasting menu", "omakase", "course")]
  },
  { phrases: ["cannoli"], needs: [item("cannoli")] },
  { phrases: ["tiramisu"], needs: [item("tiramisu")] },
  { phrases: ["bingsu", "\uBE59\uC218", "shaved ice"], needs: [item("bingsu", "bingsu", "shaved ice")] },
  { phrases: ["donut", "doughnut"], needs: [item("doughnuts", "donut", "doughnut")] },
  { phrases: ["ice cream", "gelato"], needs: [item("ice cream", "ice cream", "gelato")] },
  { phrases: ["cookie", "cookies"], needs: [item("cookies", "cookie")] },
  { phrases: ["soup dumplings", "xiao long bao", "xlb"], needs: [item("soup dumplings", "soup dumpling", "xiao long bao")] },
  // Dishes asked for by name that the places may not list: the kinds that serve close ones come instead.
  {
    phrases: ["jjajangmyeon", "jajangmyeon", "jjajangmyun", "jajangmyun", "\uC9DC\uC7A5\uBA74", "\uC790\uC7A5\uBA74", "black bean noodles"],
    needs: [dish("jjajangmyeon", ["chinese", "noodles"], "jjajangmyeon", "jajangmyeon", "\uC9DC\uC7A5\uBA74", "black bean noodle")]
  },
  { phrases: ["jjamppong", "jjambbong", "\uC9EC\uBF55"], needs: [dish("jjamppong", ["chinese", "noodles"], "jjamppong", "\uC9EC\uBF55")] },
  { phrases: ["tangsuyuk", "\uD0D5\uC218\uC721"], needs: [dish("tangsuyuk", ["chinese"], "tangsuyuk", "\uD0D5\uC218\uC721")] },
  {
    phrases: ["bungeoppang", "\uBD95\uC5B4\uBE75", "fish shaped bread", "gyeranppang", "\uACC4\uB780\uBE75", "egg bread"],
    needs: [
      dish("street snacks", ["street-food", "food-market", "dessert"], "bungeoppang", "\uBD95\uC5B4\uBE75", "gyeranppang", "\uACC4\uB780\uBE75", "egg bread")
    ]
  },
  {
    phrases: ["eomuk", "odeng", "\uC5B4\uBB35", "\uC624\uB385", "fish cake", "fish cakes"],
    needs: [dish("fish cakes", ["street-food", "food-market"], "eomuk", "odeng", "fish cake")]
  },
  {
    phrases: ["pajeon", "\uD30C\uC804", "haemul pajeon", "\uD574\uBB3C\uD30C\uC804"],
    needs: [dish("pajeon", ["street-food", "food-market", "soju-bar"], "pajeon", "\uD30C\uC804")]
  },
  { phrases: ["japchae", "\uC7A1\uCC44"], needs: [dish("japchae", ["korean", "food-market"], "japchae", "\uC7A1\uCC44")] },
  { phrases: ["knish", "knishes"], needs: [dish("knishes", ["deli", "bakery"], "knish")] },
  { phrases: ["cheesecake"], needs: [dish("cheesecake", ["dessert", "bakery", "diner"], "cheesecake")] },
  {
    phrases: ["black and white cookie", "black and white cookies"],
    needs: [dish("black and white cookies", ["bakery"], "black and white cookie", "black-and-white cookie")]
  },
  { phrases: ["chopped cheese"], needs: [dish("chopped cheese", ["deli"], "chopped cheese")] },
  {
    phrases: ["chicken over rice", "halal cart", "halal guys"],
    needs: [dish("chicken over rice", ["street-food", "middle-eastern"], "chicken over rice", "halal")]
  },
  { phrases: ["pierogi", "pierogies", "varenyky"], needs: [dish("pierogi", ["diner", "food-shop"], "pierogi", "varenyky")] },
  { phrases: ["egg cream", "egg creams"], needs: [dish("egg creams", ["diner", "dessert"], "egg cream")] },
  {
    phrases: ["book cafe", "bookstore cafe", "bookshop cafe", "\uBD81\uCE74\uD398"],
    needs: [kind("books", "bookstore", "library"), category("caf\xE9", "cafe")]
  },
  // A restaurant by name, or a daytime meal: places that are restaurants, not a bar with snacks.
  { phrases: ["restaurant", "restaurants", "lunch", "\uC2DD\uB2F9", "\uC810\uC2EC"], needs: [category("restaurants", "restaurant")] },
  { phrases: ["cheap eats", "cheap food", "budget food"], needs: [{ type: "budget", budgets: ["low"], label: "cheap" }, FOOD] },
  { phrases: ["\uD63C\uBC25", "eat alone", "eating alone", "dinner alone", "lunch alone"], needs: [suits("solo", "solo"), FOOD] },
  { phrases: ["\uD63C\uC220", "drink alone", "drinking alone"], needs: [suits("solo", "solo"), categoryOr("bars", ["bar"], ["nightlife"])] },
  // Cafés and sweets
  {
    phrases: ["coffee", "espresso", "latte", "flat white", "pour over", "roastery", "roaster", "\uCEE4\uD53C", "specialty coffee"],
    needs: [kind("coffee", "coffee")]
  },
  {
    phrases: ["tea house", "teahouse", "tea room", "tea", "\uCC3B\uC9D1", "\uC804\uD1B5\uCC3B\uC9D1", "\uC804\uD1B5 \uCC3B\uC9D1", "tea garden", "tea parlor"],
    needs: [kind("tea house", "tea-house")]
  },
  {
    phrases: ["bakery", "bakeries", "bread", "pastry", "pastries", "croissant", "croissants", "\uBE75", "\uBE75\uC9D1", "\uBCA0\uC774\uCEE4\uB9AC"],
    needs: [kind("bakery", "bakery")]
  },
  {
    phrases: ["dessert", "desserts", "sweets", "cake", "cakes", "candy"],
    needs: [kind("dessert", "dessert", "bakery")]
  },
  // Drinks
  {
    phrases: ["cocktail", "cocktails", "cocktail bar", "mixology", "\uCE75\uD14C\uC77C", "martini"],
    needs: [kind("cocktails", "cocktail-bar", "speakeasy", "hotel-bar")]
  },
  { phrases: ["speakeasy", "speakeasies", "hidden bar", "secret bar"], needs: [kind("speakeasy", "speakeasy")] },
  { phrases: ["wine", "wine bar", "natural wine", "\uC640\uC778"], needs: [kind("wine", "wine-bar")] },
  {
    phrases: ["beer", "beers", "brewery", "craft beer", "pub", "pubs", "beer hall", "beer garden", "hof", "\uD638\uD504", "\uB9E5\uC8FC", "ale"],
    // A pocha or a dive bar pours beer as surely as a brewery does.
    needs: [kind("beer", "beer", "soju-bar", "dive-bar")]
  },
  { phrases: ["soju", "\uC18C\uC8FC", "pocha", "pojangmacha", "\uD3EC\uCC28", "\uD3EC\uC7A5\uB9C8\uCC28", "makgeolli", "\uB9C9\uAC78\uB9AC"], needs: [kind("soju", "soju-bar")] },
  { phrases: ["hotel bar", "lounge", "hotel lounge"], needs: [kind("hotel bar", "hotel-bar")] },
  { phrases: ["dive bar", "dive", "dives"], needs: [kind("dive bar", "dive-bar")] },
  { phrases: ["gay bar", "lgbtq", "lgbt", "queer", "gay"], needs: [kind("LGBTQ+", "lgbtq-bar")] },
  // Nights out
  {
    phrases: ["club", "clubs", "clubbing", "nightclub", "dance", "dancing", "techno", "house music", "dj", "\uD074\uB7FD", "rave"],
    needs: [kind("clubbing", "club")]
  },
  { phrases: ["jazz", "jazz club", "jazz bar", "\uC7AC\uC988"], needs: [kind("jazz", "jazz-club")] },
  {
    phrases: ["live music", "concert", "concerts", "gig", "gigs", "band", "bands", "music venue", "\uB77C\uC774\uBE0C", "\uB77C\uC774\uBE0C \uC74C\uC545", "\uACF5\uC5F0", "\uC778\uB514"],
    needs: [kind("live music", "live-music", "jazz-club")]
  },
  { phrases: ["comedy", "stand up", "standup"], needs: [kind("comedy", "comedy")] },
  { phrases: ["piano bar", "sing along", "singalong", "show tunes"], needs: [kind("piano bar", "piano-bar")] },
  // Shopping
  {
    phrases: ["vintage", "thrift", "thrifting", "secondhand", "second hand", "\uBE48\uD2F0\uC9C0"],
    needs: [kind("vintage", "vintage-store", "flea-market")]
  },
  {
    phrases: ["bookstore", "bookstores", "bookshop", "bookshops", "books", "book", "book store", "\uC11C\uC810", "\uCC45\uBC29"],
    needs: [kind("books", "bookstore")]
  },
  { phrases: ["records", "vinyl", "record store", "record shop"], needs: [kind("records", "record-store")] },
  {
    phrases: ["department store", "mall", "malls", "shopping mall", "\uBC31\uD654\uC810", "luxury shopping"],
    needs: [kind("department store", "department-store")]
  },
  {
    phrases: ["fashion", "boutique", "boutiques", "clothes", "clothing", "designer", "sneakers"],
    needs: [kind("fashion", "fashion", "vintage-store", "department-store")]
  },
  { phrases: ["design store", "homeware", "concept store", "lifestyle store", "kitchenware"], needs: [kind("design", "design-store")] },
  { phrases: ["grocery", "specialty foods", "spices", "cheese shop", "food shop"], needs: [kind("food shop", "food-shop")] },
  { phrases: ["shopping street", "street shopping"], needs: [kind("shopping street", "shopping-street")] },
  { phrases: ["flea market", "antiques", "antique", "\uBCBC\uB8E9\uC2DC\uC7A5"], needs: [kind("flea market", "flea-market")] },
  { phrases: ["crafts", "handmade", "souvenir", "souvenirs", "gifts", "\uACF5\uC608", "\uAE30\uB150\uD488"], needs: [kind("crafts", "crafts")] },
  // Culture
  { phrases: ["museum", "museums", "\uBC15\uBB3C\uAD00", "\uBBF8\uC220\uAD00", "art museum"], needs: [kind("museum", "museum")] },
  // Weather that sends people in: places with a roof, where an afternoon goes.
  {
    phrases: [
      "rainy day",
      "rainy",
      "raining",
      "rain",
      "indoor",
      "indoors",
      "inside",
      "too cold",
      "freezing",
      "\uBE44 \uC624\uB294 \uB0A0",
      "\uBE44\uC624\uB294 \uB0A0",
      "\uC2E4\uB0B4"
    ],
    needs: [kind("places indoors", ...INDOOR_KINDS)]
  },
  { phrases: ["gallery", "galleries", "contemporary art", "\uAC24\uB7EC\uB9AC"], needs: [kind("art", "gallery", "museum")] },
  { phrases: ["palace", "palaces", "\uAD81", "\uAD81\uAD90", "royal palace"], needs: [kind("palace", "palace")] },
  { phrases: ["temple", "temples", "\uC808", "\uC0AC\uCC30", "buddhist temple"], needs: [kind("temple", "temple")] },
  { phrases: ["church", "cathedral", "shrine", "mosque", "chapel"], needs: [kind("church or shrine", "religious-site", "temple")] },
  { phrases: ["historic site", "heritage", "hanok", "\uD55C\uC625", "history", "historic"], needs: [kind("history", "historic-site", "palace")] },
  {
    phrases: ["theater", "theatre", "concert hall", "opera", "ballet", "broadway", "performance"],
    needs: [kind("theatre", "performing-arts")]
  },
  { phrases: ["cinema", "movie", "movies", "film", "films"], needs: [kind("cinema", "cinema")] },
  { phrases: ["observation deck", "observatory", "skyscraper"], needs: [kind("observation deck", "observation-deck")] },
  { phrases: ["library", "libraries", "\uB3C4\uC11C\uAD00"], needs: [kind("library", "library")] },
  { phrases: ["street art", "murals", "mural", "graffiti"], needs: [kind("street art", "street-art")] },
  { phrases: ["stadium", "baseball", "sports"], needs: [kind("sports", "stadium")] },
  { phrases: ["zoo", "animals"], needs: [kind("zoo", "zoo")] },
  // Outdoors
  { phrases: ["park", "parks", "\uACF5\uC6D0", "green space"], needs: [kind("park", "park", "garden")] },
  { phrases: ["garden", "gardens", "botanical garden", "botanic garden", "flowers"], needs: [kind("garden", "garden")] },
  {
    phrases: ["river", "riverside", "hangang", "\uD55C\uAC15", "waterfront", "pier", "promenade", "by the water", "stream"],
    needs: [kind("waterside", "riverside", "beach")]
  },
  { phrases: ["hike", "hikes", "hiking", "trail", "trails", "mountain", "mountains", "\uB4F1\uC0B0", "\uC0B0"], needs: [kind("hiking", "hiking")] },
  {
    phrases: ["walk", "walks", "walking", "stroll", "city wall", "\uC0B0\uCC45"],
    needs: [kind("a walk", "walking-route", "park", "riverside", "hiking")]
  },
  { phrases: ["beach", "beaches", "boardwalk", "surf"], needs: [kind("beach", "beach")] },
  // Kinds of place (categories)
  {
    phrases: ["food", "eat", "eats", "eating", "dinner", "meal", "bite", "hungry", "dine", "dining", "\uB9DB\uC9D1", "\uBC25"],
    needs: [FOOD]
  },
  { phrases: ["cafe", "cafes", "caf\xE9", "caf\xE9s", "coffee shop", "coffee shops", "\uCE74\uD398"], needs: [category("caf\xE9", "cafe")] },
  // A club, a concert hall or a jazz room sells drinks too, but is not what "bars" asks for first
  // ("bar" brought Carnegie Hall first, "홍대 술집" the clubs). Nightlife asks for both alike.
  { phrases: ["bar", "bars", "drink", "drinks", "drinking", "\uC220\uC9D1", "\uBC14"], needs: [categoryOr("bars", ["bar"], ["nightlife"])] },
  { phrases: ["nightlife", "night out", "party", "partying"], needs: [category("nightlife", "nightlife", "bar")] },
  { phrases: ["shop", "shops", "shopping", "store", "stores", "buy", "\uC1FC\uD551"], needs: [category("shopping", "shopping")] },
  {
    phrases: ["culture", "art", "arts", "sights", "sightseeing", "landmark", "landmarks", "exhibition", "exhibitions"],
    needs: [category("culture", "culture")]
  },
  { phrases: ["outdoor", "outdoors", "outside", "nature", "fresh air", "picnic"], needs: [category("outdoors", "outdoor")] },
  // Flags
  {
    phrases: [
      "late night",
      "late nite",
      "nite",
      "late-night",
      "late",
      "after clubbing",
      "after the club",
      "after a night out",
      "after midnight",
      "still open",
      "1am",
      "2am",
      "3am",
      "midnight",
      "all night",
      "24 hours",
      "24 hour",
      "24h",
      "open late",
      "night owl",
      "\uC57C\uC2DD",
      "\uC0C8\uBCBD"
    ],
    needs: [flag("late-night", "late-night")]
  },
  { phrases: ["rooftop", "rooftops", "roof top", "roof", "sky bar", "skybar", "\uB8E8\uD504\uD0D1", "\uC625\uC0C1"], needs: [flag("rooftop", "rooftop")] },
  {
    phrases: [
      "up high",
      "high up",
      "top floor",
      "high floor",
      "sky high",
      "view",
      "views",
      "skyline",
      "scenic",
      "sunset",
      "sunsets",
      "panorama",
      "city lights",
      "night view",
      "\uC57C\uACBD",
      "\uC804\uB9DD",
      "\uBDF0"
    ],
    needs: [flag("view", "with a view")]
  },
  {
    phrases: ["terrace", "patio", "outdoor seating", "outside seating", "al fresco", "garden seating", "\uD14C\uB77C\uC2A4"],
    needs: [flag("outdoor-seating", "outdoor seating")]
  },
  { phrases: ["quiet", "calm", "peaceful", "not crowded", "tranquil", "relaxed", "\uC870\uC6A9\uD55C", "\uC870\uC6A9"], needs: [flag("quiet", "quiet")] },
  { phrases: ["free", "free entry", "free admission", "no ticket", "\uBB34\uB8CC"], needs: [flag("free-entry", "free")] },
  // What it suits
  {
    phrases: [
      "to work",
      "work",
      "working",
      "work from",
      "laptop",
      "laptops",
      "study",
      "studying",
      "wifi",
      "wi fi",
      "remote work",
      "\uCE74\uACF5",
      "\uB178\uD2B8\uBD81"
    ],
    needs: [suits("work", "to work")]
  },
  {
    phrases: [
      "date",
      "date night",
      "romantic",
      "anniversary",
      "first date",
      "special",
      "somewhere special",
      "girlfriend",
      "boyfriend",
      "my partner",
      "wife",
      "husband",
      "honeymoon",
      "\uB370\uC774\uD2B8"
    ],
    needs: [suits("date", "date")]
  },
  {
    phrases: ["group", "groups", "with friends", "big group", "crowd", "team dinner", "birthday", "\uD68C\uC2DD", "\uBAA8\uC784"],
    needs: [suits("groups", "groups")]
  },
  { phrases: ["solo", "alone", "by myself", "on my own", "\uD63C\uC790"], needs: [suits("solo", "solo")] },
  {
    phrases: [
      "family",
      "families",
      "kids",
      "kid",
      "children",
      "child",
      "kid friendly",
      "family friendly",
      "parents",
      "my parents",
      "mom and dad",
      "mum and dad",
      "grandparents",
      "in laws",
      "\uC544\uC774",
      "\uAC00\uC871",
      "\uBD80\uBAA8\uB2D8"
    ],
    needs: [suits("families", "families")]
  },
  // Walking in, not booking: nothing a place is, but "reservation-only" says it is not for tonight.
  {
    phrases: [
      "walk in",
      "walk ins",
      "walkin",
      "without a reservation",
      "without reservation",
      "without booking",
      "no reservation",
      "no reservations",
      "no booking",
      "last minute"
    ],
    needs: [],
    against: [
      "reservation-only",
      "reservations only",
      "reservation only",
      "by reservation",
      "book ahead",
      "reserve ahead",
      "booking essential",
      "tours only"
    ]
  },
  // Budget
  {
    phrases: ["cheap", "budget", "affordable", "inexpensive", "low cost", "not expensive", "on a budget", "\uC800\uB834\uD55C", "\uC2FC"],
    needs: [{ type: "budget", budgets: ["low"], label: "cheap" }]
  },
  {
    phrases: ["fancy", "upscale", "splurge", "luxury", "luxurious", "special occasion", "high end", "treat", "expensive"],
    needs: [{ type: "budget", budgets: ["high"], label: "upscale" }]
  },
  {
    phrases: [
      "mid range",
      "moderate",
      "reasonable",
      "not too expensive",
      "cheaper",
      "less pricey",
      "not pricey",
      "not so pricey",
      "nothing fancy",
      "not fancy",
      "no frills",
      "unpretentious",
      "lower price",
      "less expensive"
    ],
    needs: [{ type: "budget", budgets: ["low", "medium"], label: "mid-range" }]
  },
  // Vibes people name
  {
    phrases: [
      "hidden",
      "hidden gem",
      "hidden gems",
      "off the beaten path",
      "off the beaten track",
      "underrated",
      "not touristy",
      "local secret",
      "secret",
      "tourists miss",
      "tourists dont know",
      "away from tourists",
      "without tourists",
      "no tourists",
      "under the radar"
    ],
    needs: [vibe("Hidden Gem", "hidden gem")]
  },
  { phrases: ["cozy", "cosy", "snug", "warm"], needs: [vibe("Cozy", "cozy")] },
  { phrases: ["trendy", "hip", "cool", "instagrammable", "instagram"], needs: [vibe("Trendy", "trendy")] },
  { phrases: ["lively", "buzzy", "buzzing", "busy", "fun"], needs: [vibe("Lively", "lively")] },
  { phrases: ["traditional", "old school", "old-school", "classic", "authentic"], needs: [vibe("Traditional", "traditional")] },
  { phrases: ["artsy", "arty", "creative"], needs: [vibe("Artsy", "artsy")] },
  { phrases: ["retro", "nostalgic"], needs: [vibe("Retro", "retro")] },
  { phrases: ["dog friendly", "dogs", "dog"], needs: [vibe("Dog-Friendly", "dog-friendly")] },
  {
    phrases: ["locals", "local favorite", "local favourite", "where locals go", "like a local"],
    needs: [vibe("Local Favorite", "local favourite")]
  }
];
var CONTRADICTIONS = [
  { suits: "work", phrases: ["no laptops", "no laptop", "laptop-free", "bans laptops", "no Wi-Fi", "no wifi", "no outlets"] },
  { suits: "families", phrases: ["adults only", "no kids", "no children", "21 and over"] }
];
var STOP_WORDS = new Set(
  "a an the in on at for to of and or with near me i we my our some any good best great nice top place places spot spots where what which is are can could would should you recommend recommendation recommendations suggest find show tell tonight today now want wanting looking look need go going get around please something somewhere there it its this that these those be have has do does did let lets s really very most more much also just from into by about like love try trying visit visiting eat out thing things one ones your yours who how when use using able after before then than up down over under time day night evening morning afternoon weekend so its whats hot proper real really actually nice lovely cool kind kinds sort stuff lot lots bit few hours hour while sit read reading hang hanging chill spend friendly worth must famous popular recommended bowl plate cup glass piece watch see catch enjoy grab short long quick take taking bring bringing seoul nyc new york manhattan city town here \uCD94\uCC9C \uC880 \uC5B4\uB514 \uACF3 \uADFC\uCC98 \uC5D0\uC11C \uC8FC\uBCC0".split(" ")
);

// src/domain/geo.ts
var EARTH_RADIUS_M = 63710088e-1;
var WALKING_KMH = 4.8;
var METERS_PER_MINUTE = WALKING_KMH * 1e3 / 60;
var WALKING_LIMIT_METERS = 2e3;
var METERS_PER_MILE = 1609.344;
var FEET_PER_METER = 3.28084;
var NEAR_CITY_METERS = 5e4;
function isPosition(value) {
  if (!value || typeof value !== "object") return false;
  const { latitude, longitude } = value;
  return typeof latitude === "number" && typeof longitude === "number" && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && (latitude !== 0 || longitude !== 0);
}
function distanceMeters(a, b) {
  return isPosition(a) && isPosition(b) ? greatCircleMeters(a, b) : NaN;
}
function greatCircleMeters(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
function walkingMinutes(meters) {
  return Math.max(1, Math.ceil(meters / METERS_PER_MINUTE));
}
function lengthText(meters, units) {
  if (units === "mi") {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return `${Math.max(50, Math.round(meters * FEET_PER_METER / 50) * 50)} ft`;
    return miles < 9.95 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
  }
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1e3) return `${tens} m`;
  return meters < 9950 ? `${(meters / 1e3).toFixed(1)} km` : `${Math.round(meters / 1e3)} km`;
}
function describeDistance(meters, units = "km") {
  if (!Number.isFinite(meters) || meters < 0) return null;
  const length = lengthText(meters, units);
  if (meters <= WALKING_LIMIT_METERS) return { mode: "walk", text: `${length}, ${walkingMinutes(meters)} min walk` };
  return { mode: "travel", text: length };
}
function formatDistance(meters, units = "km") {
  var _a, _b;
  return (_b = (_a = describeDistance(meters, units)) == null ? void 0 : _a.text) != null ? _b : "";
}
var nearCity = (point, city) => !isPosition(city) || distanceMeters(point, city) <= NEAR_CITY_METERS;
function referencePoint({ city, position, area }) {
  if (isPosition(position) && nearCity(position, city)) {
    return { source: "position", name: "you", latitude: position.latitude, longitude: position.longitude };
  }
  if (area && isPosition(area) && area.name && nearCity(area, city)) {
    return { source: "area", name: area.name, latitude: area.latitude, longitude: area.longitude };
  }
  if (isPosition(city)) return { source: "city", name: "the city centre", latitude: city.latitude, longitude: city.longitude };
  return null;
}

// src/domain/query/text.ts
var NOT_ASCII = /[^ -~\t\n\r]/;
function phraseOf(text) {
  const lower = text.toLowerCase();
  const plain = NOT_ASCII.test(lower) ? lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").normalize("NFC") : lower;
  return plain.replace(/['’`]/g, "").replace(/[^a-z0-9\u00df-\u024f\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/g, " ").trim();
}
function closeEnough(a, b) {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length === b.length && a[i] === b[j + 1] && a[i + 1] === b[j]) {
      i += 2;
      j += 2;
      continue;
    }
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
function firstFrom(sorted, start) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// src/domain/query/place.ts
var facts = /* @__PURE__ */ new WeakMap();
function factsOf(place) {
  let known2 = facts.get(place);
  if (!known2) {
    const facets = readFacets(place.facets);
    const names = ` ${phraseOf([place.name, place.name_local, ...facets.items].join(" "))} `;
    const text = `${names}${phraseOf([...facets.kinds.map((k) => KINDS[k]), place.description].join(" "))} `;
    known2 = { facets, text, names, name: phraseOf(place.name), localName: phraseOf(place.name_local) };
    facts.set(place, known2);
  }
  return known2;
}
function distanceKm(a, b) {
  return greatCircleMeters(a, b) / 1e3;
}

// src/domain/query/fit.ts
var CUISINES = /* @__PURE__ */ new Set([
  "korean",
  "chinese",
  "japanese",
  "italian",
  "french",
  "mexican",
  "middle-eastern",
  "indian",
  "greek",
  "latin-american",
  "vietnamese",
  "american"
]);
var FOOD_KINDS = /* @__PURE__ */ new Set([
  ...CUISINES,
  "korean-bbq",
  "barbecue",
  "naengmyeon",
  "noodles",
  "ramen",
  "dumplings",
  "dim-sum",
  "korean-soup",
  "korean-chicken",
  "jokbal",
  "temple-food",
  "seafood",
  "street-food",
  "food-market",
  "food-hall",
  "fine-dining",
  "pizza",
  "bagels",
  "deli",
  "burgers",
  "hot-dogs",
  "steakhouse",
  "soul-food",
  "diner",
  "brunch",
  "vegetarian",
  "soju-bar"
]);
var VIBE_OF = {
  "late-night": "Late Night",
  rooftop: "Rooftop",
  view: "Scenic View",
  "outdoor-seating": "Outdoor Seating",
  quiet: "Quiet",
  work: "Work-Friendly",
  date: "Date Night",
  solo: "Solo-Friendly",
  families: "Family-Friendly"
};
var padded = /* @__PURE__ */ new Map();
var has = (text, term) => {
  let phrase = padded.get(term);
  if (phrase === void 0) padded.set(term, phrase = ` ${phraseOf(term)} `);
  return text.includes(phrase);
};
function meetsNeed(place, need, facts2 = factsOf(place)) {
  var _a, _b, _c;
  const { facets, text, names } = facts2;
  const described = facets.kinds.length > 0;
  switch (need.type) {
    case "kind":
      if (described) return need.kinds.some((k) => facets.kinds.includes(k));
      return need.kinds.some((k) => has(text, KINDS[k])) || has(text, need.label);
    case "category":
      return need.categories.some((c) => place.categoryKeys.includes(c)) || !!need.servesFood && facets.kinds.some((k) => FOOD_KINDS.has(k)) || !!((_a = need.lesser) == null ? void 0 : _a.some((c) => place.categoryKeys.includes(c)));
    case "suits":
      return facets.suits.includes(need.suits) || !described && place.vibes.includes((_b = VIBE_OF[need.suits]) != null ? _b : "");
    case "flag":
      if (need.flag === "quiet" && place.vibes.includes("Lively")) return false;
      return facets.flags.includes(need.flag) || !described && place.vibes.includes((_c = VIBE_OF[need.flag]) != null ? _c : "");
    case "budget":
      return need.budgets.includes(place.budget);
    case "vibe":
      return place.vibes.includes(need.vibe) || has(text, need.label);
    case "item":
      return need.terms.some((term) => has(text, term));
    case "word":
      return text.includes(` ${need.word}`) || /[\uac00-\ud7a3]/.test(need.word) && names.includes(need.word);
  }
}
function lesserFit(place, need) {
  var _a;
  if (need.type !== "category" || !((_a = need.lesser) == null ? void 0 : _a.length)) return false;
  return !meetsNeed(place, __spreadProps(__spreadValues({}, need), { lesser: void 0 })) && meetsNeed(place, need);
}
function meetsWhere(place, where, distance) {
  if (inRegion(place, where)) return true;
  if (where.area && where.within) return false;
  return (distance != null ? distance : distanceFrom(place, where)) <= where.radiusKm;
}
function inRegion(place, where) {
  return !!where.area && (place.neighborhood === where.area || inArea(place, where.area));
}
function distanceFrom(place, where) {
  if (where.area && where.kind !== "here" && inRegion(place, where)) return 0;
  return distanceKm(place, where);
}
var CLOSE_DISHES_BELOW = 3;
function closeDishNeed(need, naming, meeting) {
  var _a;
  if (need.type !== "item" || naming.length >= CLOSE_DISHES_BELOW) return null;
  const kinds = /* @__PURE__ */ new Set();
  for (const place of naming) for (const kind2 of factsOf(place).facets.kinds) if (FOOD_KINDS.has(kind2)) kinds.add(kind2);
  if (!kinds.size) for (const kind2 of (_a = need.close) != null ? _a : []) kinds.add(kind2);
  const narrow = [...kinds].filter((kind2) => !CUISINES.has(kind2));
  for (const choice of [narrow, [...kinds]]) {
    if (!choice.length) continue;
    const stand = { type: "kind", kinds: choice, label: need.label };
    if (meeting(stand) > naming.length) return stand;
  }
  return null;
}
function partOf(need) {
  if (need.type === "kind" || need.type === "category" || need.type === "item") return "what";
  return need.type === "flag" || need.type === "suits" ? "facts" : "taste";
}
var WEIGHT = { what: 1e4, where: 1e3, facts: 100, taste: 1 };
var CONTRADICTION_WEIGHT = 10;
var LESSER_WEIGHT = 5;
var WHERE_WEIGHT = WEIGHT.where;
function weightOf(need) {
  return WEIGHT[partOf(need)];
}
function shortfall(fit) {
  let weight = fit.inWhere ? 0 : WHERE_WEIGHT;
  for (const need of fit.missing) weight += fit.close.includes(need) ? weightOf(need) / 2 : weightOf(need);
  return weight + fit.contradicted.length * CONTRADICTION_WEIGHT + fit.lesser.length * LESSER_WEIGHT;
}
function contradictionsOf(place, meaning) {
  var _a;
  const found = [];
  const text = ` ${phraseOf(place.description)} `;
  for (const words of (_a = meaning.against) != null ? _a : []) if (has(text, words)) found.push(words);
  for (const need of meaning.needs) {
    if (need.type !== "suits") continue;
    for (const rule of CONTRADICTIONS)
      if (rule.suits === need.suits) {
        for (const words of rule.phrases) if (has(text, words)) found.push(words);
      }
  }
  return [...new Set(found)];
}
function fitOf(place, meaning, close) {
  var _a;
  const contradicted = contradictionsOf(place, meaning);
  const denied = (need) => need.type === "suits" && CONTRADICTIONS.some((rule) => rule.suits === need.suits && rule.phrases.some((w) => contradicted.includes(w)));
  const missing = meaning.needs.filter((need) => !meetsNeed(place, need) || denied(need));
  const inWhere = meaning.where ? meetsWhere(place, meaning.where) : true;
  const against = ((_a = meaning.against) == null ? void 0 : _a.length) ? 1 : 0;
  const parts = meaning.needs.length + (meaning.where ? 1 : 0) + against;
  const deniesAgainst = against && meaning.against.some((w) => contradicted.includes(w)) ? 1 : 0;
  return {
    place,
    met: parts - missing.length - (inWhere ? 0 : 1) - deniesAgainst,
    parts,
    missing,
    contradicted,
    distance: meaning.where ? distanceFrom(place, meaning.where) : null,
    inWhere,
    close: close ? missing.filter((need) => close.has(need) && meetsNeed(place, close.get(need))) : [],
    lesser: meaning.needs.filter((need) => !missing.includes(need) && lesserFit(place, need))
  };
}

// src/domain/landmarks.ts
var LANDMARKS = [
  {
    city: "seoul",
    name: "Hongik Univ. Station",
    aliases: [
      "hongik univ station",
      "hongik university station",
      "hongik station",
      "hongdae station",
      "hongik univ",
      "hongik university",
      "\uD64D\uB300\uC785\uAD6C\uC5ED",
      "\uD64D\uB300\uC785\uAD6C"
    ],
    latitude: 37.5572,
    longitude: 126.9245
  },
  { city: "seoul", name: "Hapjeong Station", aliases: ["hapjeong station", "\uD569\uC815\uC5ED"], latitude: 37.5495, longitude: 126.9139 },
  { city: "seoul", name: "Sangsu Station", aliases: ["sangsu station", "\uC0C1\uC218\uC5ED"], latitude: 37.5478, longitude: 126.9229 },
  { city: "seoul", name: "Gangnam Station", aliases: ["gangnam station", "\uAC15\uB0A8\uC5ED"], latitude: 37.4979, longitude: 127.0276 },
  { city: "seoul", name: "Sinsa Station", aliases: ["sinsa station", "\uC2E0\uC0AC\uC5ED"], latitude: 37.5163, longitude: 127.0203 },
  {
    city: "seoul",
    name: "Apgujeong Rodeo Station",
    aliases: ["apgujeong rodeo station", "apgujeong rodeo", "rodeo station", "\uC555\uAD6C\uC815\uB85C\uB370\uC624\uC5ED"],
    latitude: 37.5273,
    longitude: 127.0405
  },
  {
    city: "seoul",
    name: "Samseong Station (COEX)",
    aliases: ["samseong station", "coex", "\uC0BC\uC131\uC5ED", "\uCF54\uC5D1\uC2A4"],
    latitude: 37.5088,
    longitude: 127.0631
  },
  { city: "seoul", name: "Seoul Station", aliases: ["seoul station", "\uC11C\uC6B8\uC5ED"], latitude: 37.5547, longitude: 126.9707 },
  {
    city: "seoul",
    name: "City Hall",
    aliases: ["city hall", "city hall station", "seoul city hall", "\uC2DC\uCCAD", "\uC2DC\uCCAD\uC5ED"],
    latitude: 37.5658,
    longitude: 126.9772
  },
  {
    city: "seoul",
    name: "Myeong-dong Station",
    aliases: ["myeongdong station", "myeong dong station", "\uBA85\uB3D9\uC5ED"],
    latitude: 37.5609,
    longitude: 126.9863
  },
  { city: "seoul", name: "Anguk Station", aliases: ["anguk station", "anguk", "\uC548\uAD6D\uC5ED"], latitude: 37.5765, longitude: 126.9855 },
  { city: "seoul", name: "Jonggak Station", aliases: ["jonggak station", "jonggak", "\uC885\uAC01\uC5ED"], latitude: 37.5702, longitude: 126.9832 },
  {
    city: "seoul",
    name: "Euljiro 3-ga Station",
    aliases: ["euljiro 3 ga station", "euljiro 3 ga", "euljiro station", "\uC744\uC9C0\uB85C3\uAC00\uC5ED"],
    latitude: 37.5663,
    longitude: 126.9918
  },
  {
    city: "seoul",
    name: "Dongdaemun History & Culture Park Station",
    aliases: ["dongdaemun station", "ddp station", "dongdaemun history culture park station", "\uB3D9\uB300\uBB38\uC5ED\uC0AC\uBB38\uD654\uACF5\uC6D0\uC5ED"],
    latitude: 37.5656,
    longitude: 127.0078
  },
  { city: "seoul", name: "Itaewon Station", aliases: ["itaewon station", "\uC774\uD0DC\uC6D0\uC5ED"], latitude: 37.5345, longitude: 126.9946 },
  { city: "seoul", name: "Seongsu Station", aliases: ["seongsu station", "\uC131\uC218\uC5ED"], latitude: 37.5446, longitude: 127.0559 },
  { city: "seoul", name: "Hyehwa Station", aliases: ["hyehwa station", "hyehwa", "\uD61C\uD654\uC5ED"], latitude: 37.5822, longitude: 127.0019 },
  { city: "seoul", name: "Gyeongbokgung Station", aliases: ["gyeongbokgung station", "\uACBD\uBCF5\uAD81\uC5ED"], latitude: 37.5757, longitude: 126.9735 },
  // Stations outside the centre, so the map (and the guide) have a point to name in more of the city.
  { city: "seoul", name: "Yongsan Station", aliases: ["yongsan station", "\uC6A9\uC0B0\uC5ED"], latitude: 37.5298, longitude: 126.9648 },
  { city: "seoul", name: "Yeouido Station", aliases: ["yeouido station", "\uC5EC\uC758\uB3C4\uC5ED"], latitude: 37.5216, longitude: 126.9243 },
  { city: "seoul", name: "Sinchon Station", aliases: ["sinchon station", "\uC2E0\uCD0C\uC5ED"], latitude: 37.5552, longitude: 126.9369 },
  {
    city: "seoul",
    name: "Express Bus Terminal Station",
    aliases: ["express bus terminal station", "express bus terminal", "\uACE0\uC18D\uD130\uBBF8\uB110\uC5ED", "\uACE0\uC18D\uD130\uBBF8\uB110"],
    latitude: 37.5049,
    longitude: 127.0049
  },
  {
    city: "seoul",
    name: "Konkuk Univ. Station",
    aliases: ["konkuk univ station", "konkuk university station", "kondae station", "\uAC74\uB300\uC785\uAD6C\uC5ED"],
    latitude: 37.5407,
    longitude: 127.0702
  },
  {
    city: "seoul",
    name: "Lotte World Tower",
    aliases: ["lotte world tower", "jamsil", "jamsil station", "\uC7A0\uC2E4", "\uB86F\uB370\uC6D4\uB4DC\uD0C0\uC6CC"],
    latitude: 37.5126,
    longitude: 127.1025
  },
  {
    city: "new-york-city",
    name: "Times Square",
    aliases: ["times square", "times sq", "times square station"],
    latitude: 40.758,
    longitude: -73.9855
  },
  {
    city: "new-york-city",
    name: "Grand Central Terminal",
    aliases: ["grand central", "grand central terminal", "grand central station"],
    latitude: 40.7527,
    longitude: -73.9772
  },
  {
    city: "new-york-city",
    name: "Penn Station",
    aliases: ["penn station", "madison square garden", "msg"],
    latitude: 40.7506,
    longitude: -73.9935
  },
  {
    city: "new-york-city",
    name: "Empire State Building",
    aliases: ["empire state building", "empire state"],
    latitude: 40.7484,
    longitude: -73.9857
  },
  {
    city: "new-york-city",
    name: "Rockefeller Center",
    aliases: ["rockefeller center", "rockefeller centre", "rock center", "30 rock"],
    latitude: 40.7587,
    longitude: -73.9787
  },
  { city: "new-york-city", name: "Columbus Circle", aliases: ["columbus circle"], latitude: 40.7681, longitude: -73.9819 },
  { city: "new-york-city", name: "Herald Square", aliases: ["herald square", "macys"], latitude: 40.75, longitude: -73.9879 },
  { city: "new-york-city", name: "Hudson Yards", aliases: ["hudson yards", "the vessel"], latitude: 40.7538, longitude: -74.002 },
  {
    city: "new-york-city",
    name: "Wall Street",
    aliases: ["wall street", "wall st", "new york stock exchange"],
    latitude: 40.706,
    longitude: -74.0088
  },
  {
    city: "new-york-city",
    name: "World Trade Center",
    aliases: ["world trade center", "wtc", "oculus", "one world trade"],
    latitude: 40.7127,
    longitude: -74.0134
  },
  {
    city: "new-york-city",
    name: "Bedford Av Station",
    aliases: ["bedford avenue", "bedford av", "bedford ave", "bedford av station"],
    latitude: 40.7171,
    longitude: -73.9567
  },
  {
    city: "new-york-city",
    name: "Barclays Center",
    aliases: ["barclays center", "atlantic terminal", "atlantic av"],
    latitude: 40.6826,
    longitude: -73.9754
  },
  { city: "new-york-city", name: "Flatiron Building", aliases: ["flatiron building"], latitude: 40.7411, longitude: -73.9897 },
  // A station in each borough beyond Manhattan and Brooklyn's, and Union Square's.
  {
    city: "new-york-city",
    name: "14 St\u2013Union Sq Station",
    aliases: ["14 st union sq station", "14 st union sq", "union square station", "union sq station"],
    latitude: 40.7347,
    longitude: -73.9904
  },
  {
    city: "new-york-city",
    name: "161 St\u2013Yankee Stadium Station",
    aliases: ["161 st yankee stadium station", "161 st yankee stadium", "yankee stadium station"],
    latitude: 40.8279,
    longitude: -73.9258
  },
  {
    city: "new-york-city",
    name: "Flushing\u2013Main St Station",
    aliases: ["flushing main st station", "flushing main st", "main st flushing"],
    latitude: 40.7596,
    longitude: -73.8301
  },
  { city: "new-york-city", name: "Jamaica Station", aliases: ["jamaica station", "jamaica lirr"], latitude: 40.6996, longitude: -73.8083 },
  {
    city: "new-york-city",
    name: "St. George Ferry Terminal",
    aliases: ["st george ferry terminal", "st george terminal", "staten island ferry terminal"],
    latitude: 40.6437,
    longitude: -74.0736
  },
  // Neighbourhoods people name that the seed files under a larger one (Insadong under Jongno).
  { city: "seoul", name: "Insadong", aliases: ["insadong", "insa dong", "\uC778\uC0AC\uB3D9"], latitude: 37.5743, longitude: 126.9849 },
  { city: "seoul", name: "Bukchon", aliases: ["bukchon", "\uBD81\uCD0C"], latitude: 37.5826, longitude: 126.9836 },
  {
    city: "seoul",
    name: "Ikseon-dong",
    aliases: ["ikseon", "ikseon dong", "ikseondong", "\uC775\uC120\uB3D9"],
    latitude: 37.5741,
    longitude: 126.9893
  },
  {
    city: "seoul",
    name: "Samcheong-dong",
    aliases: ["samcheong", "samcheong dong", "samcheongdong", "\uC0BC\uCCAD\uB3D9"],
    latitude: 37.585,
    longitude: 126.981
  },
  { city: "seoul", name: "Seochon", aliases: ["seochon", "\uC11C\uCD0C"], latitude: 37.579, longitude: 126.97 },
  { city: "seoul", name: "Myeongdong", aliases: ["myeongdong", "myeong dong", "\uBA85\uB3D9"], latitude: 37.5636, longitude: 126.9826 },
  { city: "seoul", name: "Gwanghwamun", aliases: ["gwanghwamun", "\uAD11\uD654\uBB38"], latitude: 37.5716, longitude: 126.9769 },
  { city: "seoul", name: "Hannam-dong", aliases: ["hannam", "hannam dong", "\uD55C\uB0A8\uB3D9"], latitude: 37.5343, longitude: 127.0026 },
  { city: "seoul", name: "Haebangchon", aliases: ["haebangchon", "hbc", "\uD574\uBC29\uCD0C"], latitude: 37.5436, longitude: 126.987 },
  {
    city: "seoul",
    name: "Gyeongridan-gil",
    aliases: ["gyeongridan", "gyeongridan gil", "\uACBD\uB9AC\uB2E8\uAE38"],
    latitude: 37.5387,
    longitude: 126.988
  },
  { city: "seoul", name: "Yeonnam-dong", aliases: ["yeonnam", "yeonnam dong", "\uC5F0\uB0A8\uB3D9"], latitude: 37.5627, longitude: 126.9236 },
  { city: "seoul", name: "Mangwon-dong", aliases: ["mangwon", "mangwon dong", "\uB9DD\uC6D0\uB3D9"], latitude: 37.5556, longitude: 126.9019 },
  { city: "seoul", name: "Garosu-gil", aliases: ["garosu gil", "garosugil", "\uAC00\uB85C\uC218\uAE38"], latitude: 37.5209, longitude: 127.0229 },
  { city: "seoul", name: "Cheongdam-dong", aliases: ["cheongdam", "cheongdam dong", "\uCCAD\uB2F4\uB3D9"], latitude: 37.5247, longitude: 127.0473 },
  { city: "seoul", name: "Hongdae", aliases: ["hongdae", "\uD64D\uB300"], latitude: 37.5563, longitude: 126.9236 },
  { city: "seoul", name: "Gangnam", aliases: ["gangnam", "\uAC15\uB0A8"], latitude: 37.4979, longitude: 127.0276 },
  { city: "seoul", name: "Itaewon", aliases: ["itaewon", "\uC774\uD0DC\uC6D0"], latitude: 37.5345, longitude: 126.9946 },
  { city: "seoul", name: "Jongno", aliases: ["jongno", "\uC885\uB85C"], latitude: 37.5704, longitude: 126.9921 },
  { city: "seoul", name: "Euljiro", aliases: ["euljiro", "\uC744\uC9C0\uB85C"], latitude: 37.5661, longitude: 126.9917 },
  { city: "seoul", name: "Seongsu", aliases: ["seongsu", "seongsu dong", "\uC131\uC218", "\uC131\uC218\uB3D9"], latitude: 37.5446, longitude: 127.0559 },
  { city: "seoul", name: "Yongsan", aliases: ["yongsan", "\uC6A9\uC0B0"], latitude: 37.5326, longitude: 126.9905 },
  { city: "new-york-city", name: "DUMBO", aliases: ["dumbo"], latitude: 40.7033, longitude: -73.9881 },
  // What New Yorkers call their neighbourhoods for short.
  { city: "new-york-city", name: "Lower East Side", aliases: ["les"], latitude: 40.715, longitude: -73.9843 },
  { city: "new-york-city", name: "The Village", aliases: ["village", "the village"], latitude: 40.7336, longitude: -74.0027 },
  { city: "new-york-city", name: "Upper West Side", aliases: ["uws"], latitude: 40.787, longitude: -73.9754 },
  { city: "new-york-city", name: "Upper East Side", aliases: ["ues"], latitude: 40.7736, longitude: -73.9566 },
  { city: "new-york-city", name: "Financial District", aliases: ["fidi"], latitude: 40.7075, longitude: -74.0113 },
  { city: "new-york-city", name: "Long Island City", aliases: ["lic"], latitude: 40.7447, longitude: -73.9485 },
  { city: "new-york-city", name: "Bedford-Stuyvesant", aliases: ["bed stuy", "bedstuy"], latitude: 40.6872, longitude: -73.9418 },
  {
    city: "new-york-city",
    name: "Koreatown",
    aliases: ["koreatown", "k town", "ktown", "\uCF54\uB9AC\uC544\uD0C0\uC6B4", "\uD55C\uC778\uD0C0\uC6B4"],
    latitude: 40.7478,
    longitude: -73.9864
  },
  // Boroughs, as Korean travellers write them: each lends the borough's area (query/context.ts) its other names.
  { city: "new-york-city", name: "Brooklyn", aliases: ["\uBE0C\uB8E8\uD074\uB9B0"], latitude: 40.6782, longitude: -73.9442 },
  { city: "new-york-city", name: "Manhattan", aliases: ["\uB9E8\uD574\uD2BC", "\uB9E8\uD558\uD0C4"], latitude: 40.7831, longitude: -73.9712 },
  { city: "new-york-city", name: "Queens", aliases: ["\uD038\uC988", "\uD038\uC2A4"], latitude: 40.7282, longitude: -73.7949 }
];

// src/domain/query/context.ts
var middle = (points) => points.length ? {
  latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length,
  longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length
} : null;
var located = (p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && (p.latitude !== 0 || p.longitude !== 0);
var contexts = /* @__PURE__ */ new WeakMap();
var PLACES_PER_STEP = 400;
function cityContext(places) {
  const known2 = contexts.get(places);
  if (known2) return known2;
  const steps = contextSteps(places);
  while (!steps.next().done) ;
  return contexts.get(places);
}
function* contextSteps(places) {
  var _a, _b, _c;
  if (contexts.has(places)) return;
  const anchors = /* @__PURE__ */ new Map();
  const add = (map, name, anchor) => {
    const key = phraseOf(name);
    if (key && !map.has(key)) map.set(key, anchor);
  };
  const withCoordinates = places.filter(located);
  const byNeighbourhood = /* @__PURE__ */ new Map();
  for (const place of withCoordinates) {
    const list = byNeighbourhood.get(place.neighborhood);
    if (list) list.push(place);
    else byNeighbourhood.set(place.neighborhood, [place]);
  }
  for (const [name, members] of byNeighbourhood) {
    const centre2 = middle(members);
    const anchor = __spreadValues({ kind: "neighbourhood", name, area: name }, centre2);
    add(anchors, name, anchor);
    for (const part of name.split(/[()]/)) add(anchors, part, anchor);
  }
  const districts = /* @__PURE__ */ new Set(["Manhattan"]);
  for (const place of withCoordinates) {
    const district = (_c = (_a = /\b([A-Z][a-z]+)-gu\b/.exec(place.address)) == null ? void 0 : _a[1]) != null ? _c : (_b = /,\s*(Brooklyn|Bronx|Queens|Staten Island),?\s*NY\b/.exec(place.address)) == null ? void 0 : _b[1];
    if (district) districts.add(district);
  }
  for (const area of [...Object.keys(AREAS), ...districts]) {
    yield;
    const members = withCoordinates.filter((p) => inArea(p, area));
    const centre2 = middle(members);
    if (!centre2) continue;
    const anchor = __spreadValues({ kind: "area", name: area, area }, centre2);
    add(anchors, area, anchor);
    if (area === "Bronx") add(anchors, "the bronx", anchor);
  }
  const centre = middle(withCoordinates);
  for (const landmark of LANDMARKS) {
    if (!centre || distanceKm(centre, landmark) > 60) continue;
    const same = [landmark.name, ...landmark.aliases].map((name) => anchors.get(phraseOf(name))).find((a) => a == null ? void 0 : a.area);
    const anchor = same != null ? same : { kind: "landmark", name: landmark.name, latitude: landmark.latitude, longitude: landmark.longitude };
    add(anchors, landmark.name, anchor);
    for (const alias of landmark.aliases) add(anchors, alias, anchor);
  }
  const byName = /* @__PURE__ */ new Map();
  for (const place of withCoordinates) {
    const anchor = { kind: "place", name: place.name, placeId: place.id, latitude: place.latitude, longitude: place.longitude };
    add(byName, place.name, anchor);
    if (place.name_local) add(byName, place.name_local, anchor);
    add(byName, place.name.replace(/\s*[(,].*$/, ""), anchor);
  }
  const shortNames = /* @__PURE__ */ new Map();
  for (const place of withCoordinates) {
    const words2 = phraseOf(place.name.replace(/\s*[(,].*$/, "")).split(" ");
    const short = words2.slice(0, -1).join(" ");
    if (words2.length < 2 || short.length < 5 || byName.has(short) || anchors.has(short)) continue;
    shortNames.set(short, shortNames.has(short) ? null : byName.get(phraseOf(place.name)));
  }
  for (const [short, anchor] of shortNames) if (anchor) byName.set(short, anchor);
  const longest = Math.max(1, ...[...anchors.keys(), ...byName.keys()].map((k) => k.split(" ").length));
  const vocabulary = /* @__PURE__ */ new Set();
  for (let i = 0; i < places.length; i++) {
    const place = places[i];
    for (const word of factsOf(place).text.split(" ")) vocabulary.add(word);
    for (const word of phraseOf(`${place.neighborhood} ${place.address}`).split(" ")) vocabulary.add(word);
    if (i % PLACES_PER_STEP === PLACES_PER_STEP - 1) yield;
  }
  const words = [...vocabulary].sort();
  const hasWord = (start) => {
    var _a2, _b2;
    return (_b2 = (_a2 = words[firstFrom(words, start)]) == null ? void 0 : _a2.startsWith(start)) != null ? _b2 : false;
  };
  contexts.set(places, { anchors, places: byName, centre: centre ? __spreadValues({ name: "the city centre" }, centre) : null, longest, hasWord });
}

// src/domain/query/understand.ts
var NEAR_ME = [
  "near me",
  "nearby",
  "near by",
  "near here",
  "close to me",
  "close by",
  "closeby",
  "closer to me",
  "closest to me",
  "nearest to me",
  "nearer to me",
  "nearer me",
  "around me",
  "around here",
  "closest",
  "nearest",
  "in walking distance",
  "within walking distance",
  "walking distance",
  "walkable",
  "\uB0B4 \uADFC\uCC98",
  "\uB0B4 \uC8FC\uBCC0",
  "\uADFC\uCC98",
  "\uC8FC\uBCC0",
  "\uAC00\uAE4C\uC6B4",
  "\uAC00\uAE4C\uC774",
  "\uAC00\uAE4C\uC6B4 \uACF3"
].map((w) => w.split(" "));
function findNearMe(tokens, used) {
  let found = false;
  for (const words of [...NEAR_ME].sort((a, b) => b.length - a.length)) {
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (used.slice(i, i + words.length).some(Boolean)) continue;
      if (words.some((w, k) => tokens[i + k] !== w)) continue;
      for (let k = i; k < i + words.length; k++) used[k] = true;
      found = true;
    }
  }
  return found;
}
var NEAR_BEFORE = [
  "near",
  "nearby",
  "close to",
  "closer to",
  "closest to",
  "around",
  "by",
  "next to",
  "walking distance of",
  "walking distance from",
  "within walking distance of",
  "not far from",
  "from",
  "at",
  "in",
  "on",
  "near the",
  "by the",
  "at the",
  "in the",
  "on the",
  "to"
];
var NEAR_AFTER = ["\uADFC\uCC98", "\uC8FC\uBCC0", "\uBD80\uADFC", "\uCABD"];
var PARTICLES = /(에서|에|의|쪽|근처|이랑|랑|하고|가|이|은|는|을|를|도)$/;
var conceptByPhrase = /* @__PURE__ */ new Map();
var againstByPhrase = /* @__PURE__ */ new Map();
var singleWordConcepts = [];
var longestConcept = 1;
for (const concept of CONCEPTS) {
  for (const raw of concept.phrases) {
    const phrase = phraseOf(raw);
    if (!phrase || conceptByPhrase.has(phrase)) continue;
    conceptByPhrase.set(phrase, concept.needs);
    if (concept.against) againstByPhrase.set(phrase, concept.against);
    const words = phrase.split(" ").length;
    longestConcept = Math.max(longestConcept, words);
    if (words === 1 && phrase.length >= 5) singleWordConcepts.push(phrase);
  }
}
function anchorFor(context, phrase, allowPlaces) {
  var _a;
  const found = (_a = context.anchors.get(phrase)) != null ? _a : allowPlaces ? context.places.get(phrase) : void 0;
  if (found) return found;
  const stripped = phrase.replace(PARTICLES, "");
  if (stripped !== phrase && stripped) return context.anchors.get(stripped);
  if (!phrase.includes(" ") && phrase.length >= 5) {
    for (const [name, anchor] of context.anchors) if (!name.includes(" ") && closeEnough(name, phrase)) return anchor;
  }
  return void 0;
}
function radiusOf(anchor, near) {
  if (anchor.kind === "area") return near ? 1.5 : 1;
  if (anchor.kind === "neighbourhood") return near ? 1.2 : 0.8;
  return 1;
}
function findWhere(tokens, used, context) {
  let best = null;
  for (let length = Math.min(context.longest, tokens.length); length >= 1; length--) {
    for (let i = 0; i + length <= tokens.length; i++) {
      if (used.slice(i, i + length).some(Boolean)) continue;
      const phrase = tokens.slice(i, i + length).join(" ");
      const before = NEAR_BEFORE.map((w) => w.split(" ")).find(
        (w) => w.length <= i && tokens.slice(i - w.length, i).join(" ") === w.join(" ")
      );
      const after = tokens[i + length] !== void 0 && NEAR_AFTER.includes(tokens[i + length]);
      const said = before ? before.length : 0;
      const anchor = anchorFor(context, phrase, said > 0 && before.join(" ") !== "in" && before.join(" ") !== "in the" || after);
      if (!anchor) continue;
      if (!best || said > best.said || said === best.said && length > best.to - best.from) {
        const near = said > 0 ? !["in", "in the", "at", "at the", "on", "on the"].includes(before.join(" ")) : after;
        best = {
          where: __spreadProps(__spreadValues({}, anchor), { radiusKm: radiusOf(anchor, near), within: !near }),
          from: i - said,
          to: i + length + (after ? 1 : 0),
          said
        };
      }
    }
    if (best) break;
  }
  if (!best) return null;
  for (let i = best.from; i < best.to; i++) used[i] = true;
  for (let length = Math.min(context.longest, tokens.length); length >= 1; length--) {
    for (let i = 0; i + length <= tokens.length; i++) {
      if (used.slice(i, i + length).some(Boolean)) continue;
      if (context.anchors.has(tokens.slice(i, i + length).join(" "))) for (let k = i; k < i + length; k++) used[k] = true;
    }
  }
  return best.where;
}
var HANGUL = /^[\uac00-\ud7a3]+$/;
var known = (word, context) => conceptByPhrase.has(word) || context.anchors.has(word) || STOP_WORDS.has(word);
function splitCompound(token, context) {
  if (!HANGUL.test(token) || token.length < 3 || known(token, context) || context.places.has(token)) return [token];
  for (let i = 1; i < token.length; i++) {
    const head = token.slice(0, i);
    const tail = token.slice(i);
    if (!known(head, context)) continue;
    if (known(tail, context)) return [head, tail];
    if (PARTICLES.test(tail) && tail.replace(PARTICLES, "") === "") return [head];
  }
  return [token];
}
var SHORT_FORMS = { sq: "square", ave: "avenue", av: "avenue", stn: "station", pk: "park", univ: "university" };
function addNeeds(needs, more) {
  for (const need of more) if (!needs.some((n) => n.type === need.type && n.label === need.label)) needs.push(need);
}
function understand(query, places, near = {}) {
  var _a;
  const phrase = phraseOf(query);
  const context = cityContext(places);
  const tokens = phrase ? phrase.split(" ").flatMap((t) => {
    var _a2;
    return splitCompound((_a2 = SHORT_FORMS[t]) != null ? _a2 : t, context);
  }) : [];
  const used = tokens.map(() => false);
  const needs = [];
  const against = /* @__PURE__ */ new Set();
  const takeConcepts = (minWords) => {
    var _a2;
    for (let length = Math.min(longestConcept, tokens.length); length >= minWords; length--) {
      for (let i = 0; i + length <= tokens.length; i++) {
        if (used.slice(i, i + length).some(Boolean)) continue;
        const said = tokens.slice(i, i + length).join(" ");
        const found = conceptByPhrase.get(said);
        if (!found) continue;
        addNeeds(needs, found);
        for (const words of (_a2 = againstByPhrase.get(said)) != null ? _a2 : []) against.add(words);
        for (let k = i; k < i + length; k++) used[k] = true;
      }
    }
  };
  takeConcepts(2);
  const named = findWhere(tokens, used, context);
  const nearMe = findNearMe(tokens, used) || !!near.always;
  const where = named != null ? named : nearMe ? hereAsWhere((_a = near.here) != null ? _a : context.centre) : null;
  takeConcepts(1);
  const unread = [];
  tokens.forEach((token, i) => {
    if (used[i] || STOP_WORDS.has(token)) return;
    const typo = token.length >= 5 ? singleWordConcepts.find((c) => c[0] === token[0] && closeEnough(c, token)) : void 0;
    if (typo) addNeeds(needs, conceptByPhrase.get(typo));
    else if ((token.length > 1 || /[\uac00-\ud7a3]/.test(token)) && context.hasWord(token))
      addNeeds(needs, [{ type: "word", word: token, label: token }]);
    else if (token.length > 2) unread.push(token);
  });
  const meaning = { phrase, needs: refine(needs, tokens, where, places), where, nearMe };
  if (unread.length) meaning.unread = unread;
  return against.size ? __spreadProps(__spreadValues({}, meaning), { against: [...against] }) : meaning;
}
function hereAsWhere(here) {
  if (!here) return null;
  return { kind: "here", name: here.name, latitude: here.latitude, longitude: here.longitude, radiusKm: Infinity, within: false };
}
var KOREAN_FOOD = "Korean food";
var HISTORY = "history";
var SETTING_WORDS = { hanok: "hanok", \uD55C\uC625: "hanok", historic: "historic", heritage: "heritage" };
function refine(needs, tokens, where, places) {
  let result = needs;
  if (tokens.includes("or")) {
    for (const type of ["kind", "item"]) {
      const same = result.filter((n) => n.type === type);
      if (same.length < 2) continue;
      const label = same.map((n) => n.label).join(" or ");
      const merged = type === "kind" ? { type, kinds: [...new Set(same.flatMap((n) => n.type === "kind" ? n.kinds : []))], label } : { type, terms: [...new Set(same.flatMap((n) => n.type === "item" ? n.terms : []))], label };
      result = [...result.filter((n) => n.type !== type), merged];
    }
  }
  const specific = result.filter((n) => n.type === "kind" || n.type === "item");
  if (specific.length > 1 && specific.some((n) => n.label === KOREAN_FOOD)) result = result.filter((n) => n.label !== KOREAN_FOOD);
  const setting = result.find((n) => n.type === "kind" && n.label === HISTORY);
  const said = tokens.find((token) => SETTING_WORDS[token]);
  if (setting && said && result.some((n) => n !== setting && (n.type === "kind" || n.type === "category" || n.type === "item"))) {
    const word = SETTING_WORDS[said];
    result = result.map((n) => n === setting ? { type: "word", word, label: word } : n);
  }
  const anchor = (where == null ? void 0 : where.kind) === "place" && where.placeId ? places.find((p) => p.id === where.placeId) : void 0;
  if (anchor) {
    const itself = result.filter((n) => n.type === "kind" && meetsNeed(anchor, n));
    const others = result.filter((n) => !itself.includes(n) && (n.type === "category" || n.type === "kind" || n.type === "item"));
    if (itself.length && others.length) result = result.filter((n) => !itself.includes(n));
  }
  return result;
}

// src/domain/subscription-machine.ts
var MONTHLY_PRICE_CENTS = 99;

// src/domain/format.ts
function formatDollars(amount) {
  return `$${amount.toFixed(2)}`;
}
function formatCents(cents) {
  return formatDollars(cents / 100);
}

// src/domain/offers.ts
var FOLLOW_PRICE = {
  cents: MONTHLY_PRICE_CENTS,
  /** "$0.99" */
  amount: formatCents(MONTHLY_PRICE_CENTS),
  /** "$0.99/mo" (the card's button) */
  perMonth: `${formatCents(MONTHLY_PRICE_CENTS)}/mo`
};

// src/domain/recommender/words.ts
function priceWord(budgets) {
  const has2 = (b) => budgets.includes(b);
  if (has2("low") && has2("medium") && !has2("high")) return "affordable";
  if (has2("low") && !has2("high")) return "cheap";
  if (has2("high") && !has2("low")) return has2("medium") ? "mid-priced or upscale" : "upscale";
  if (has2("medium")) return "mid-priced";
  return "";
}
var FLAG_WORDS = {
  "late-night": { before: "late-night" },
  rooftop: { before: "rooftop" },
  quiet: { before: "quiet" },
  "free-entry": { before: "free" },
  view: { after: "with a view" },
  "outdoor-seating": { after: "with outdoor seating" }
};
var SUITS_AFTER = {
  work: "for working",
  date: "for a date",
  groups: "for groups",
  solo: "for going solo",
  families: "for families"
};
var VIBE_AFTER = { "Local Favorite": "loved by locals" };
var VIBE_BEFORE = { "Hidden Gem": "little-known" };
var NOUNS = {
  "a walk": "walks",
  "church or shrine": "churches or shrines",
  history: "historic sites",
  design: "design stores",
  "LGBTQ+": "LGBTQ+ bars",
  art: "art spaces",
  books: "bookshops",
  records: "record shops",
  fashion: "fashion shops",
  crafts: "craft shops",
  vintage: "vintage shops",
  sports: "sports venues",
  hiking: "hikes",
  waterside: "waterside spots",
  clubbing: "clubs",
  jazz: "jazz bars",
  comedy: "comedy clubs",
  wine: "wine bars",
  beer: "beer bars",
  soju: "soju bars",
  coffee: "coffee shops",
  "live music": "live music venues",
  "street art": "street art",
  dessert: "dessert places",
  brunch: "brunch places",
  caf\u00E9: "caf\xE9s",
  culture: "cultural sights",
  outdoors: "outdoor spots",
  shopping: "shops",
  nightlife: "nightlife",
  "Korean food": "Korean food"
};
var CUISINES2 = /* @__PURE__ */ new Set([
  "Chinese",
  "French",
  "Greek",
  "Indian",
  "Italian",
  "Japanese",
  "Latin American",
  "Mexican",
  "Middle Eastern",
  "Vietnamese"
]);
var COUNTED = /* @__PURE__ */ new Set([
  "bakery",
  "beach",
  "cinema",
  "deli",
  "diner",
  "dive bar",
  "department store",
  "flea market",
  "food hall",
  "food shop",
  "garden",
  "hotel bar",
  "library",
  "market",
  "museum",
  "observation deck",
  "palace",
  "park",
  "piano bar",
  "shopping street",
  "speakeasy",
  "tea house",
  "temple",
  "theatre",
  "zoo"
]);
function plural(noun) {
  const words = noun.split(" ");
  const last = words.pop();
  const many = /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(last) ? `${last}es` : `${last}s`;
  return [...words, many].join(" ");
}
function nounOf(label) {
  if (label.includes(" or ") && !(label in NOUNS)) return label.split(" or ").map(nounOf).join(" or ");
  if (label in NOUNS) return NOUNS[label];
  if (CUISINES2.has(label)) return `${label} food`;
  if (COUNTED.has(label)) return plural(label);
  return label;
}
function areaName(name) {
  return /^(the )/i.test(name) || !/(^(Upper|Lower) .*Side$|\b(Village|District)$|^Bronx$)/.test(name) ? name : `the ${name}`;
}
function inAreaPhrase(name) {
  return `${/\bIsland$/i.test(name) ? "on" : "in"} ${areaName(name)}`;
}
function wherePhrase(where) {
  if (where.kind === "here") return where.name === "you" ? "near you" : `near ${where.name}`;
  if (where.area) return where.within ? inAreaPhrase(where.name) : `around ${areaName(where.name)}`;
  return `near ${where.name}`;
}
function describeMeaning(meaning) {
  var _a, _b, _c;
  const before = [];
  const after = [];
  const nouns = [];
  const dishes = [];
  const words = [];
  let price = "";
  const facts2 = [];
  const vibes = [];
  const add = (list, word) => {
    if (word && !list.includes(word)) list.push(word);
  };
  for (const need of meaning.needs) {
    switch (need.type) {
      case "budget":
        price = priceWord(need.budgets);
        break;
      case "vibe":
        if (VIBE_AFTER[need.vibe]) add(after, VIBE_AFTER[need.vibe]);
        else add(vibes, (_a = VIBE_BEFORE[need.vibe]) != null ? _a : need.label);
        break;
      case "flag":
        add(facts2, (_b = FLAG_WORDS[need.flag].before) != null ? _b : "");
        add(after, (_c = FLAG_WORDS[need.flag].after) != null ? _c : "");
        break;
      case "suits":
        add(after, SUITS_AFTER[need.suits]);
        break;
      case "kind":
        add(nouns, nounOf(need.label));
        break;
      case "category":
        if (!meaning.needs.some((n) => n.type === "kind")) add(nouns, nounOf(need.label));
        break;
      case "item":
        add(dishes, need.label);
        break;
      case "word":
        add(words, `\u201C${need.label}\u201D`);
        break;
    }
  }
  add(before, price);
  for (const word of [...vibes, ...facts2]) add(before, word);
  let noun = listOf(nouns, "and");
  if (!noun && dishes.length) noun = listOf(dishes.splice(0), "or");
  if (!noun) noun = "places";
  const parts = [
    ...before,
    noun,
    dishes.length ? `serving ${listOf(dishes, "or")}` : "",
    ...after,
    words.length ? `mentioning ${listOf(words, "and")}` : "",
    meaning.where ? wherePhrase(meaning.where) : ""
  ];
  return dedupeAdjacent(parts.filter(Boolean).join(" "));
}
function listOf(items, conjunction) {
  var _a;
  return items.length < 2 ? (_a = items[0]) != null ? _a : "" : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
function dedupeAdjacent(text) {
  return text.split(" ").filter((word, i, all) => i === 0 || word.toLowerCase() !== all[i - 1].toLowerCase()).join(" ");
}
var capitalised = (text) => text ? text[0].toUpperCase() + text.slice(1) : text;
function kindWord(name) {
  return /^(Korean|Chinese|French|Greek|Indian|Italian|Japanese|Latin|Mexican|Middle|Vietnamese|American|LGBTQ|BBQ)/.test(name) ? name : name[0].toLowerCase() + name.slice(1);
}
function factWord(flag2, name) {
  return flag2 === "view" ? "with a view" : name.toLowerCase();
}
var UNCONFIRMED_FLAG = {
  "late-night": "hours not confirmed",
  rooftop: "rooftop not confirmed",
  view: "view not confirmed",
  "outdoor-seating": "outdoor seating not confirmed",
  quiet: "quiet not confirmed",
  "free-entry": "entry price not confirmed"
};
var UNCONFIRMED_SUITS = {
  work: "not confirmed for working",
  date: "not confirmed for a date",
  groups: "not confirmed for groups",
  solo: "not confirmed for going solo",
  families: "not confirmed for families"
};
function unconfirmed(need) {
  if (need.type === "flag") return UNCONFIRMED_FLAG[need.flag];
  if (need.type === "suits") return UNCONFIRMED_SUITS[need.suits];
  return "";
}

// src/domain/recommender/locked.ts
function lockedLine(meaning, locked, openFits, enough) {
  if (!locked || openFits >= enough || !meaning.needs.length && !meaning.where) return "";
  const fitting = locked.places.filter((place) => {
    const fit = fitOf(place, meaning);
    return fit.met === fit.parts;
  });
  if (!fitting.length) return "";
  const counted = locked.tastemakers.map((tastemaker) => ({ tastemaker, picks: fitting.filter((p) => p.recommendedBy.includes(tastemaker.id)).length })).filter((c) => c.picks > 0).sort((a, b) => b.picks - a.picks || a.tastemaker.name.localeCompare(b.tastemaker.name));
  const best = counted[0];
  if (!best) return "";
  const who = best.tastemaker.title ? `${best.tastemaker.name} (${best.tastemaker.title.toLowerCase()})` : best.tastemaker.name;
  const price = `${FOLLOW_PRICE.amount}/month`;
  return best.picks === 1 ? `${who} has a pick for ${describeMeaning(meaning)}. Follow for ${price} to see it.` : `${who} picks ${best.picks} ${describeMeaning(meaning)}. Follow for ${price} to see them.`;
}

// src/domain/recommender/recommend.ts
function toRecommendable(place) {
  var _a;
  return {
    id: place.id,
    name: place.name,
    name_local: (_a = place.name_local) != null ? _a : "",
    neighborhood: place.neighborhood,
    address: place.address,
    categoryKeys: place.categoryKeys,
    vibes: place.vibes,
    budget: place.budget,
    rating: place.rating,
    description: place.description,
    latitude: place.latitude,
    longitude: place.longitude,
    facets: place.facets,
    recommendedBy: place.tastemakers.map((t) => t.id)
  };
}
var MAX_PLACES = 5;
var MIN_PLACES = 3;
var FOLLOW_UP = /^(and |but |ok |okay |so |hmm )?(something|somewhere|anything|any|what about|how about|more|another|other|others|cheaper|closer|nearer|quieter|fancier|less|instead|same|maybe|only|just|one|ones|which|those|them)\b/;
function isFollowUp(question, meaning) {
  const adjusts = meaning.needs.every((n) => n.type === "budget" || n.type === "flag" || n.type === "suits" || n.type === "vibe");
  return FOLLOW_UP.test(meaning.phrase) || adjusts && (meaning.needs.length > 0 || !!meaning.where) && meaning.phrase.split(" ").length <= 6;
}
function adjust(previous, next) {
  var _a;
  const replaced = (n) => next.needs.some((m) => m.type === n.type && (n.type === "budget" || n.type === "flag" && m.type === "flag" && m.flag === n.flag));
  return {
    phrase: `${previous.phrase} / ${next.phrase}`,
    needs: [...previous.needs.filter((n) => !replaced(n)), ...next.needs],
    where: (_a = next.where) != null ? _a : previous.where,
    nearMe: next.where ? next.nearMe : previous.nearMe
  };
}
function meaningInConversation(question, earlier, places, here) {
  const meaning = understand(question, places, { here });
  if (!isFollowUp(question, meaning)) return meaning;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const before = meaningInConversation(earlier[i], earlier.slice(0, i), places, here);
    if (before.needs.length || before.where) return adjust(before, meaning);
  }
  return meaning;
}
var DAYTIME = /* @__PURE__ */ new Set(["culture", "outdoor", "shopping", "cafe"]);
function quality(fit, meaning, guide, evening) {
  var _a;
  const place = fit.place;
  let score = place.rating;
  if (evening && place.categoryKeys.every((c) => DAYTIME.has(c))) score -= 3;
  for (const need of meaning.needs)
    if (need.type === "category" && need.servesFood && !need.categories.some((c) => place.categoryKeys.includes(c))) score -= 1;
  for (const need of meaning.needs)
    if (need.type === "budget" && need.budgets.length > 1) score -= Math.max(0, need.budgets.indexOf(place.budget));
  if (guide && !guide.is_tour_guide && place.recommendedBy.includes(guide.id)) score += 1;
  if (fit.distance !== null && Number.isFinite(fit.distance)) score -= fit.distance * (((_a = meaning.where) == null ? void 0 : _a.kind) === "here" ? 10 : 1.5);
  return score;
}
function rankPlaces(question, places, guide, earlier = [], here) {
  const meaning = meaningInConversation(question, earlier, places, here);
  const close = /* @__PURE__ */ new Map();
  const meeting = (need) => places.filter((place) => meetsNeed(place, need));
  for (const need of meaning.needs) {
    const stand = need.type === "item" ? closeDishNeed(need, meeting(need), (other) => meeting(other).length) : null;
    if (stand) close.set(need, stand);
  }
  const fits = places.map((place) => fitOf(place, meaning, close));
  const tie = (fit) => cyrb53(fit.place.name + meaning.phrase) % 100 / 1e4;
  const evening = /\b(tonight|this evening|evening|night|after dark|after work)\b/.test(meaning.phrase);
  const score = new Map(fits.map((fit) => [fit, quality(fit, meaning, guide, evening) + tie(fit)]));
  fits.sort(
    (a, b) => Number(b.met === b.parts) - Number(a.met === a.parts) || shortfall(a) - shortfall(b) || Number(b.inWhere) - Number(a.inWhere) || score.get(b) - score.get(a) || // A total order, so the device and the server, which list places differently, answer alike.
    (a.place.name < b.place.name ? -1 : a.place.name > b.place.name ? 1 : 0)
  );
  return { ranked: fits.filter((fit) => fit.met > 0 || fit.parts === 0 || fit.close.length > 0), meaning, close };
}
var SUITS_WORDS = {
  work: "good for working",
  date: "good for a date",
  groups: "made for groups",
  solo: "easy on your own",
  families: "good with kids"
};
function reasonFor(fit, meaning, close) {
  const place = fit.place;
  const facets = readFacets(place.facets);
  const parts = [];
  for (const need of meaning.needs) {
    if (fit.close.includes(need)) {
      const stand = close.get(need);
      const kind2 = facets.kinds.find((k) => (stand == null ? void 0 : stand.type) === "kind" && stand.kinds.includes(k));
      parts.push(`${kind2 ? `${kindWord(KINDS[kind2])}, ` : ""}no ${need.label} listed`);
      continue;
    }
    if (fit.missing.includes(need)) continue;
    if (need.type === "kind") {
      const kind2 = facets.kinds.find((k) => need.kinds.includes(k));
      if (kind2) parts.push(kindWord(KINDS[kind2]));
    } else if (need.type === "flag") parts.push(factWord(need.flag, FLAGS[need.flag]));
    else if (need.type === "suits") parts.push(SUITS_WORDS[need.suits]);
    else if (need.type === "budget") parts.push(place.budget === "low" ? "cheap" : place.budget === "high" ? "a splurge" : "mid-priced");
    else if (need.type === "item") parts.push(`serves ${need.label}`);
    else if (need.type === "vibe" && place.vibes.includes(need.vibe)) parts.push(need.vibe.toLowerCase());
  }
  const where = meaning.where;
  if ((where == null ? void 0 : where.kind) === "here" && fit.distance !== null && Number.isFinite(fit.distance)) {
    const distance = formatDistance(fit.distance * 1e3);
    parts.push(where.name === "you" ? `${distance} away` : `${distance} from ${where.name}`);
  } else if (where == null ? void 0 : where.area) {
    const own = place.neighborhood && place.neighborhood !== where.name ? ` (${place.neighborhood})` : "";
    const home = place.neighborhood ? inAreaPhrase(place.neighborhood) : "in another part of town";
    const area = areaName(where.name);
    parts.push(
      inRegion(place, where) ? `${inAreaPhrase(where.name)}${own}` : fit.inWhere ? `${home}, next to ${area}` : `${home}, outside ${area}`
    );
  } else if (where && fit.distance !== null && Number.isFinite(fit.distance)) {
    parts.push(`${formatDistance(fit.distance * 1e3)} from ${where.name}`);
  }
  for (const need of fit.missing) parts.push(unconfirmed(need));
  for (const words of fit.contradicted) parts.push(`it says \u201C${words}\u201D`);
  const items = facets.items.slice(0, 2);
  const served = place.categoryKeys.some((c) => c === "restaurant" || c === "cafe" || c === "bar");
  const tip = items.length ? `${served ? "try the" : "known for"} ${items.join(" and ")}` : "";
  const lead = [...new Set(parts.filter(Boolean))].join(", ");
  const why = [capitalised(lead), tip].filter(Boolean).join("; ");
  return why ? `${why}. ${firstSentence(place.description)}` : firstSentence(place.description);
}
var ABBREVIATION = /(?:^|\s)(?:no|nos|st|ave|mt|dr|mr|mrs|ms|jr|sr|vs|etc|univ|approx|[a-z]\.[a-z])\.$/i;
function firstSentence(text) {
  const ends = /[.!?](?=\s+\S)/g;
  let sentence = text;
  for (let end = ends.exec(text); end; end = ends.exec(text)) {
    const before = text.slice(0, end.index + 1);
    const next = text.slice(end.index + 1).trimStart();
    if (ABBREVIATION.test(before) || !/^[A-Z0-9"“'‘(]/.test(next)) continue;
    sentence = before;
    break;
  }
  if (sentence.length <= 160) return sentence;
  return `${sentence.slice(0, 160).replace(/[\s,;:–—-]+\S*$/, "")}\u2026`;
}
var ASKS_FOR = /^\S+( \S+)?$|\b(where|find|get|eat|buy|want|craving|serves?|sells?|selling)\b/;
var GUIDE_OPENERS = ["Here's where I'd go:", "I'd head to these:", "These are the ones I'd pick:", "You'll like these:"];
var TASTEMAKER_OPENERS = ["From my own list:", "These are the ones I keep going back to:", "My picks, and I've been to every one:"];
function opener(guide, meaning) {
  var _a;
  const pick = cyrb53(`${(_a = guide == null ? void 0 : guide.id) != null ? _a : ""}:${meaning.phrase}`);
  const list = !guide || guide.is_tour_guide ? GUIDE_OPENERS : TASTEMAKER_OPENERS;
  return list[pick % list.length];
}
function lockedTeaser(question, places, guide, earlier = [], here, locked) {
  if (!locked) return "";
  const { ranked, meaning } = rankPlaces(question, places, guide, earlier, here);
  return lockedLine(meaning, locked, ranked.filter((fit) => fit.met === fit.parts).length, MIN_PLACES);
}
function recommend(question, places, guide, cityName, earlier = [], here, locked) {
  var _a;
  const { ranked, meaning, close } = rankPlaces(question, places, guide, earlier, here);
  const fitting = ranked.filter((fit) => fit.met === fit.parts);
  const asked = meaning.needs.length > 0 || !!meaning.where;
  let chosen = (asked ? fitting : ranked).slice(0, MAX_PLACES);
  if (asked && fitting.length < MIN_PLACES) {
    const rest = ranked.filter((fit) => fit.met < fit.parts);
    const isIt = rest.filter((fit) => !fit.missing.some((need) => partOf(need) === "what" && !fit.close.includes(need)));
    const least = Math.min(...rest.map(shortfall));
    const nearest = isIt.length ? isIt : rest.filter((fit) => shortfall(fit) === least);
    chosen = [...fitting, ...nearest].slice(0, MIN_PLACES);
  }
  if (!chosen.length) {
    return {
      meaning,
      fits: false,
      places: [],
      message: [
        lockedLine(meaning, locked, 0, MIN_PLACES),
        `I couldn't find a place in ${cityName} for that yet. Try a neighbourhood or a kind of place: cafes, rooftop bars, markets.`
      ].filter(Boolean).join("\n")
    };
  }
  const picks = chosen.map((fit) => ({ id: fit.place.id, reason: reasonFor(fit, meaning, close) }));
  const lines = chosen.map((fit, i) => `${i + 1}. ${fit.place.name} (${fit.place.neighborhood}): ${picks[i].reason}`);
  const fits = chosen.every((fit) => fit.met === fit.parts);
  const among = !guide || guide.is_tour_guide ? "among your tastemakers" : "on my list";
  const unread = !asked && ((_a = meaning.unread) == null ? void 0 : _a.length) && ASKS_FOR.test(meaning.phrase) ? meaning.unread.join(" ") : "";
  const head = unread ? `I don't know a place for \u201C${unread}\u201D in ${cityName} yet; my picks overall:` : fits ? opener(guide, meaning) : fitting.length ? `Only ${fitting.length === 1 ? "one fits" : "two fit"} everything you asked; after ${fitting.length === 1 ? "it" : "them"}, the closest:` : `No ${describeMeaning(meaning)} ${among}; the closest:`;
  const dating = meaning.needs.some((n) => n.type === "suits" && n.suits === "date");
  const closing = dating ? "Book ahead on Fridays and Saturdays. Have a lovely evening!" : "Want it cheaper, quieter or closer to somewhere? Just ask.";
  const teaser = lockedLine(meaning, locked, fitting.length, MIN_PLACES);
  return { meaning, fits, places: picks, message: [teaser, head, ...lines, closing].filter(Boolean).join("\n") };
}

// src/domain/recommender/near.ts
function readNearInput(value) {
  if (!value || typeof value !== "object") return {};
  const { position, area } = value;
  return {
    position: isPosition(position) ? { latitude: position.latitude, longitude: position.longitude } : null,
    area: typeof area === "string" && area.length <= 80 ? area : null
  };
}
function guideReferencePoint(near, city, places) {
  const anchor = near.area ? cityContext(places).anchors.get(phraseOf(near.area)) : void 0;
  const area = anchor && (anchor.kind === "area" || anchor.kind === "neighbourhood") ? anchor : null;
  const centre = isPosition(city) ? city : cityContext(places).centre;
  return referencePoint({ city: centre, position: near.position, area });
}
function distanceFromHere(place, here) {
  if (!here || !isPosition(place)) return "";
  const distance = formatDistance(distanceMeters(place, here));
  return distance && `${distance} from ${here.name}`;
}

// src/domain/events.ts
var WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
var TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
var MONDAY_FIRST = [...WEEKDAYS.slice(1), "sunday"];
function formatLocalTime(time) {
  const match = TIME.exec(time != null ? time : "");
  if (!match) return "";
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? "AM" : "PM"}`;
}

// src/domain/planner.ts
var DETOUR_FACTOR = 1.3;
var METERS_PER_MINUTE2 = 80;
var VISIT_MINUTES = 60;
function walkMeters(a, b) {
  return greatCircleMeters(a, b) * DETOUR_FACTOR;
}
function walkMinutes(meters) {
  return meters < 1 ? 0 : Math.ceil(meters / METERS_PER_MINUTE2);
}
var MORNING_KINDS = /* @__PURE__ */ new Set(["food-market", "flea-market", "coffee", "tea-house", "bakery"]);
function slotOf(place) {
  var _a;
  const facets = readFacets(place.facets);
  if (facets.flags.includes("late-night")) return "late";
  if (facets.kinds.some((kind2) => MORNING_KINDS.has(kind2)) || ((_a = place.categoryKeys) != null ? _a : []).includes("cafe")) return "morning";
  return "any";
}
function pathCost(order, d) {
  let total = 0;
  let at = 0;
  for (const i of order) {
    total += d[at][i];
    at = i;
  }
  return total;
}
function improve(order, d) {
  const n = order.length;
  const node = (k) => k < 0 ? 0 : order[k];
  const EPS = 1e-9;
  for (let pass = 0; pass < 100; pass++) {
    let better = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = node(i - 1);
        const b = order[i];
        const c = order[j];
        const before = d[a][b] + (j + 1 < n ? d[c][order[j + 1]] : 0);
        const after = d[a][c] + (j + 1 < n ? d[b][order[j + 1]] : 0);
        if (after < before - EPS) {
          for (let lo = i, hi = j; lo < hi; lo++, hi--) [order[lo], order[hi]] = [order[hi], order[lo]];
          better = true;
        }
      }
    }
    for (let len = 1; len <= 3 && len < n; len++) {
      for (let i = 0; i + len <= n; i++) {
        const stretch = order.slice(i, i + len);
        const rest = order.slice(0, i).concat(order.slice(i + len));
        const p = i === 0 ? 0 : order[i - 1];
        const q = i + len < n ? order[i + len] : -1;
        const first = stretch[0];
        const last = stretch[len - 1];
        const saved = d[p][first] + (q >= 0 ? d[last][q] - d[p][q] : 0);
        let bestGain = EPS;
        let bestAt = -1;
        let bestReversed = false;
        for (let k = 0; k <= rest.length; k++) {
          if (k === i) continue;
          const a = k === 0 ? 0 : rest[k - 1];
          const b = k < rest.length ? rest[k] : -1;
          for (const reversed of [false, true]) {
            const head = reversed ? last : first;
            const tail = reversed ? first : last;
            const added = d[a][head] + (b >= 0 ? d[tail][b] - d[a][b] : 0);
            if (saved - added > bestGain) {
              bestGain = saved - added;
              bestAt = k;
              bestReversed = reversed;
            }
          }
        }
        if (bestAt >= 0) {
          const piece = bestReversed ? stretch.reverse() : stretch;
          order.splice(0, n, ...rest.slice(0, bestAt), ...piece, ...rest.slice(bestAt));
          better = true;
        }
      }
    }
    if (!better) return;
  }
}
function orderForWalking(start, stops) {
  const n = stops.length;
  if (n <= 1) return [...stops];
  const points = [start, ...stops];
  const d = points.map((a) => Float64Array.from(points, (b) => walkMeters(a, b)));
  let best = null;
  let bestCost = Infinity;
  for (let first = 1; first <= n; first++) {
    const order = [first];
    const left = /* @__PURE__ */ new Set();
    for (let i = 1; i <= n; i++) if (i !== first) left.add(i);
    while (left.size) {
      const at = order[order.length - 1];
      let next = -1;
      for (const i of left) if (next < 0 || d[at][i] < d[at][next]) next = i;
      order.push(next);
      left.delete(next);
    }
    improve(order, d);
    const cost = pathCost(order, d);
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = order;
    }
  }
  return best.map((i) => stops[i - 1]);
}
function timeOf(minutes) {
  const m = (Math.round(minutes) % 1440 + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}
function dayCost(start, startMinutes, stops) {
  let cost = 0;
  let clock = startMinutes;
  let at = start;
  for (const stop of stops) {
    const minutes = walkMeters(at, stop) / METERS_PER_MINUTE2;
    cost += minutes;
    clock += minutes;
    if (typeof stop.fixedAt === "number") {
      cost += clock > stop.fixedAt ? 4 * (clock - stop.fixedAt) : stop.fixedAt - clock;
      clock = Math.max(clock, stop.fixedAt);
    }
    clock += VISIT_MINUTES;
    at = stop;
  }
  return cost;
}
function planDay(start, startMinutes, stops) {
  var _a;
  const fixed = stops.filter((s) => typeof s.fixedAt === "number").sort((a, b) => a.fixedAt - b.fixedAt || a.id.localeCompare(b.id));
  const free = stops.filter((s) => typeof s.fixedAt !== "number");
  let day = [];
  let from = start;
  for (const slot of ["morning", "any", "late"]) {
    const group = orderForWalking(
      from,
      free.filter((s) => s.slot === slot)
    );
    day = day.concat(group);
    if (group.length) from = group[group.length - 1];
  }
  for (const event of fixed) {
    let best = day.length;
    let bestCost = Infinity;
    for (let k = 0; k <= day.length; k++) {
      if (k < day.length && ((_a = day[k - 1]) == null ? void 0 : _a.slot) === "late" && event.slot !== "late") continue;
      const cost = dayCost(start, startMinutes, [...day.slice(0, k), event, ...day.slice(k)]);
      if (cost < bestCost) {
        bestCost = cost;
        best = k;
      }
    }
    day = [...day.slice(0, best), event, ...day.slice(best)];
  }
  return day;
}
function knownTimes(start, startMinutes, stops) {
  let clock = startMinutes;
  let at = start;
  return stops.map((stop, i) => {
    if (!stop) {
      clock = void 0;
      at = null;
      return {};
    }
    const walk = at ? walkMinutes(walkMeters(at, stop)) : void 0;
    if (clock !== void 0) {
      if (walk !== void 0) clock += walk;
      else if (i > 0) clock = void 0;
    }
    const arrive = clock === void 0 ? void 0 : typeof stop.fixedAt === "number" ? Math.max(clock, stop.fixedAt) : clock;
    clock = arrive === void 0 ? void 0 : arrive + VISIT_MINUTES;
    at = stop;
    return { walkMinutes: walk, arrive };
  });
}

// src/domain/recommender/plan.ts
var GUIDE_PLAN_STOPS = 5;
var GUIDE_PLAN_START = "10:00";
var NEIGHBOURHOOD_METERS = 2500;
var ASKS_PLAN = /\b(plan|planning|itinerary)\b/;
var PLAN_WORDS = /\b(plan|planning|itinerary|out|my|our|a|an|the|day|days|for|me|us|please|can|could|you|today|tomorrow|weekend|whole|full|(sun|mon|tues|wednes|thurs|fri|satur)days?)\b/g;
function planAsked(question) {
  var _a;
  const text = question.toLowerCase();
  if (!ASKS_PLAN.test(text)) return null;
  const named = /\b(sun|mon|tues|wednes|thurs|fri|satur)days?\b/.exec(text);
  const weekday = named ? (_a = WEEKDAYS.find((d) => d.startsWith(named[1]))) != null ? _a : null : null;
  return { rest: text.replace(PLAN_WORDS, " ").replace(/\s+/g, " ").trim(), weekday };
}
var kindOf = (place) => {
  var _a;
  return (_a = place.categoryKeys[0]) != null ? _a : "";
};
function recommendPlan(question, places, guide, cityName, earlier = [], here, locked) {
  var _a, _b, _c;
  const asked = planAsked(question);
  if (!asked) return recommend(question, places, guide, cityName, earlier, here, locked);
  const { ranked, meaning } = rankPlaces(asked.rest, places, guide, [], here);
  const wanted = meaning.needs.length > 0 || !!meaning.where;
  const fits = ranked.filter((fit) => (wanted ? fit.met === fit.parts : true) && Number.isFinite(fit.place.latitude));
  const first = (_a = fits[0]) == null ? void 0 : _a.place;
  const fitting = meaning.where || !first ? fits : fits.filter((fit) => greatCircleMeters(first, fit.place) <= NEIGHBOURHOOD_METERS);
  const chosen = [];
  const count = /* @__PURE__ */ new Map();
  for (const fit of fitting) {
    const place = fit.place;
    if (chosen.length >= GUIDE_PLAN_STOPS) break;
    if (((_b = count.get(kindOf(place))) != null ? _b : 0) >= 2) continue;
    chosen.push(place);
    count.set(kindOf(place), ((_c = count.get(kindOf(place))) != null ? _c : 0) + 1);
  }
  for (const fit of fitting)
    if (chosen.length < GUIDE_PLAN_STOPS && !chosen.includes(fit.place)) chosen.push(fit.place);
  if (chosen.length < 2) return recommend(asked.rest || question, places, guide, cityName, earlier, here, locked);
  const where = meaning.where;
  const startAt = where && where.kind !== "here" ? where : chosen[0];
  const startMinutes = 10 * 60;
  const ordered = planDay(
    startAt,
    startMinutes,
    chosen.map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, slot: slotOf(p), place: p }))
  );
  const times = knownTimes(startAt, startMinutes, ordered);
  const area = where && where.kind !== "here" ? where.name : cityName;
  const day = asked.weekday ? capitalised(asked.weekday) : "A day";
  const name = `${day} in ${area}`;
  const lines = ordered.map((stop, i) => {
    var _a2;
    const t = times[i];
    const walk = t.walkMinutes ? `${t.walkMinutes} min walk, then ` : "";
    return `${i + 1}. ${stop.place.name} (${stop.place.neighborhood}): ${walk}about ${formatLocalTime(timeOf((_a2 = t.arrive) != null ? _a2 : startMinutes))}`;
  });
  const message = [
    `${name}, on foot from ${formatLocalTime(GUIDE_PLAN_START)}:`,
    ...lines,
    "Save it as a day plan to see it on the map, move stops around or add it to your calendar."
  ].join("\n");
  return {
    meaning,
    fits: true,
    places: ordered.map((stop) => ({ id: stop.id, reason: "" })),
    message,
    plan: { stops: ordered.map((s) => s.id), weekday: asked.weekday, startTime: GUIDE_PLAN_START, name }
  };
}
