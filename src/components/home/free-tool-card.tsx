import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MessageCircle, Sparkles } from 'lucide-react';
import { suggestedPrompts } from '#/domain/chat';
import { TYPEWRITER_START, typewriterStep } from '#/domain/typewriter';
import type { Tastemaker } from '#/domain/types';
import { SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

function useTypewriter(phrases: readonly string[]): string {
  const [state, setState] = useState(TYPEWRITER_START);
  useEffect(() => {
    const { state: next, delay } = typewriterStep(state, phrases);
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, phrases]);
  return phrases[state.phrase % phrases.length]!.slice(0, state.length);
}

/** 'Free Tool': the city's free local guide, with sample questions typing themselves. */
export function FreeToolCard({ city, guide }: { city: { name: string; slug: string }; guide: Tastemaker | undefined }) {
  // The city's own sample questions: New York's card never types Gangnam.
  const text = useTypewriter(suggestedPrompts(city.slug));
  const cityName = city.name;
  return (
    <section className="rounded-3xl border border-app bg-card p-5" aria-labelledby="free-tool-heading">
      <p className="inline-flex items-center gap-1 rounded-full bg-brand/15 px-2.5 py-0.5 text-xs font-semibold text-brand">
        <Sparkles className="h-3 w-3" /> Free Tool
      </p>
      <div className="mt-3 flex items-center gap-3">
        {guide && <SafeImage {...pictureOf('tastemakers', guide)} alt="" className="h-12 w-12 rounded-full object-cover" />}
        <div>
          <h2 id="free-tool-heading" className="text-lg font-bold">
            {cityName} Local Guide
          </h2>
          <p className="text-sm text-muted">{guide ? `Ask ${guide.name}, free with your city` : 'Ask anything about the city'}</p>
        </div>
      </div>
      <p className="mt-4 min-h-12 rounded-2xl bg-card-2 px-4 py-3 font-medium" aria-hidden="true">
        <span data-testid="typed-question">{text}</span>
        <span className="ml-0.5 inline-block h-4 w-0.5 animate-pulse bg-brand align-middle" />
      </p>
      <Link
        to="/chat"
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-strong px-5 py-2.5 font-semibold text-white hover:opacity-90"
      >
        <MessageCircle className="h-4 w-4" /> Start Conversation
      </Link>
    </section>
  );
}
