// The guide's opening words and the suggested questions (spec §9: rooftop bar
// in Gangnam, cozy cafe for working, date tonight, hidden gems in Itaewon).
import type { Tastemaker } from './types';

/** The longest question the guide takes; the server refuses longer ones. */
export const MAX_QUESTION_LENGTH = 500;
/** How many earlier turns of the conversation go with a question (to a language model). */
export const MAX_HISTORY_TURNS = 10;

/** Why a question cannot be asked, or '' when it can (the server's messages). */
export function questionProblem(query: string): string {
  const text = query.trim();
  if (!text) return 'Please enter a question.';
  if (text.length > MAX_QUESTION_LENGTH) return `Questions can be at most ${MAX_QUESTION_LENGTH} characters.`;
  return '';
}

const PROMPTS: Record<string, readonly string[]> = {
  seoul: ['Rooftop bar in Gangnam', 'Cozy cafe for working', 'Date tonight', 'Hidden gems in Itaewon'],
  'new-york-city': ['Rooftop bar in Midtown', 'Cozy cafe for working', 'Date tonight', 'Hidden gems in Brooklyn'],
};

export function suggestedPrompts(citySlug: string): readonly string[] {
  return PROMPTS[citySlug] ?? ['Best local food', 'Cozy cafe for working', 'Date tonight', 'Hidden gems'];
}

export function greeting(guide: Pick<Tastemaker, 'name' | 'title' | 'is_tour_guide' | 'specialties'>, cityName: string): string {
  if (guide.is_tour_guide) {
    return `Hi, I'm ${guide.name}, your ${cityName} local guide. Tell me what you're in the mood for — a neighbourhood, a vibe, a budget — and I'll point you to places I'd go myself.`;
  }
  const focus = (guide.specialties ?? []).slice(0, 2).join(' and ').toLowerCase() || 'my favourite spots';
  return `Hey, ${guide.name} here (${guide.title}). Ask me about ${focus} in ${cityName} — these are my own picks.`;
}

/** Tour guides first, then the user's tastemakers, each group by name. */
export function orderGuides<T extends Pick<Tastemaker, 'name' | 'is_tour_guide'>>(guides: readonly T[]): T[] {
  return [...guides].sort((a, b) => Number(b.is_tour_guide) - Number(a.is_tour_guide) || a.name.localeCompare(b.name));
}
