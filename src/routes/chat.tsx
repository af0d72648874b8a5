import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RotateCcw, Send } from 'lucide-react';
import { toast } from '#/toast';
import { askGuide, GuideError, resetThread, useThread } from '#/data/server/chat';
import { useActiveCity } from '#/data/queries/active-city';
import { useChatGuides } from '#/data/queries/chat-guides';
import { greeting, MAX_QUESTION_LENGTH, suggestedPrompts } from '#/domain/chat';
import type { Tastemaker } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { GuidePicker } from '#/components/chat/guide-picker';
import { MessageList } from '#/components/chat/message-list';
import { useVisibleHeight } from '#/components/chat/use-visible-height';
import { EmptyState, inputClass, Spinner } from '#/components/ui';

export function Component() {
  const userId = useSessionStore((s) => s.userId);
  const active = useActiveCity();
  const city = active?.city ?? undefined;
  const guides = useChatGuides(userId, city?.id);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('guide');
  const guide: Tastemaker | undefined = guides?.find((g) => g.slug === wanted || g.id === wanted) ?? guides?.[0];
  const thread = useThread(userId, city?.id, guide?.id);
  const [input, setInput] = useState('');
  // The guide a question is waiting on: another guide's conversation is never blocked by it.
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const pending = !!guide && pendingFor === guide.id;
  const screen = useRef<HTMLElement>(null);
  const height = useVisibleHeight(screen, !!city && !!guide && thread !== undefined);

  if (!active || guides === undefined || thread === undefined) return <Spinner />;
  if (!city || !guide)
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <EmptyState title="No guide for this city yet" />
      </main>
    );
  const messages = thread?.messages ?? [];

  const send = async (question: string) => {
    const query = question.trim();
    if (!query || pending) return;
    setPendingFor(guide.id);
    setInput('');
    // Not useServerAction: the guide's errors carry their own titles (spec §8: 'Too many requests' …), and offline it answers itself.
    try {
      await askGuide({ userId, cityId: city.id, cityName: city.name, guide, query });
    } catch (error) {
      if (error instanceof GuideError) toast.error(error.title, { description: error.message });
      else toast.error('Something went wrong. Please try again.');
    } finally {
      setPendingFor((waiting) => (waiting === guide.id ? null : waiting));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };
  const choose = (next: Tastemaker) => setParams(next.is_tour_guide ? {} : { guide: next.slug }, { replace: true });

  return (
    // As tall as what is visible above the bottom bar or the keyboard: the conversation scrolls inside,
    // and the input sits under it, never over it.
    <main
      ref={screen}
      data-screen-drawn
      style={{ height }}
      className="mx-auto flex h-[calc(100dvh-5rem)] max-w-xl flex-col gap-3 px-4 pb-3 pt-6"
    >
      <header className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{city.name} Local Guide</h1>
        {messages.length > 0 && (
          <button
            type="button"
            onClick={() => void resetThread(userId, city.id, guide.id)}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 whitespace-nowrap text-sm text-muted hover:text-fg"
          >
            <RotateCcw className="h-4 w-4" /> New chat
          </button>
        )}
      </header>
      <GuidePicker guides={guides} selectedId={guide.id} onSelect={choose} />
      <MessageList key={guide.id} greeting={greeting(guide, city.name)} messages={messages} pending={pending} />
      {messages.length === 0 && !pending && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested questions">
          {suggestedPrompts(city.slug).map((prompt) => (
            <button
              key={prompt}
              type="button"
              onClick={() => void send(prompt)}
              className="min-h-11 rounded-full border border-app bg-card px-3 py-1.5 text-sm hover:bg-card-2"
            >
              {prompt}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex shrink-0 gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Ask the guide
        </label>
        <input
          id="chat-input"
          value={input}
          maxLength={MAX_QUESTION_LENGTH}
          onChange={(e) => setInput(e.target.value)}
          disabled={pending}
          placeholder={`Ask ${guide.name} anything about ${city.name}`}
          className={`${inputClass} min-h-11`}
        />
        <button
          type="submit"
          aria-label="Send"
          disabled={!input.trim() || pending}
          className="min-h-11 min-w-11 rounded-full bg-brand-strong px-4 text-white disabled:opacity-50"
        >
          <Send className="h-4 w-4" />
        </button>
      </form>
    </main>
  );
}
