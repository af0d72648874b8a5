import { memo, useRef } from 'react';
import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import type { ChatMessage } from '#/domain/types';
import { budgetSymbol } from '#/domain/format';
import { SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';
import { useStickToBottom } from './use-stick-to-bottom';
import { SaveGuidePlan } from '../plan/save-guide-plan';

function PlaceChip({ place }: { place: NonNullable<ChatMessage['places']>[number] }) {
  return (
    <Link
      to={`/place/${place.id}`}
      data-testid="chat-place"
      className="flex w-56 shrink-0 gap-2 rounded-2xl border border-app bg-card p-2 hover:bg-card-2"
    >
      <SafeImage {...pictureOf('places', place)} alt="" className="h-14 w-14 rounded-xl object-cover" />
      <span className="min-w-0 text-sm">
        <span className="block truncate font-semibold">{place.name}</span>
        <span className="block truncate text-xs text-muted">
          {place.neighborhood} · {budgetSymbol(place.budget)}
        </span>
        <span className="block truncate text-xs text-muted">{place.vibes.slice(0, 2).join(' · ')}</span>
      </span>
    </Link>
  );
}

/**
 * One turn. Kept turns do not change (src/data/server/chat.ts appends), so a turn renders once however
 * long the conversation grows; off-screen turns skip layout and paint (content-visibility).
 */
const Turn = memo(
  function Turn({ message }: { message: ChatMessage }) {
    return (
      <li
        className={`[contain-intrinsic-size:auto_120px] [content-visibility:auto] ${message.role === 'user' ? 'flex justify-end' : ''}`}
        data-testid={`chat-${message.role}`}
      >
        <div
          className={`max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-3 text-sm ${message.role === 'user' ? 'rounded-tr-sm bg-brand-strong text-white' : 'rounded-tl-sm bg-card-2'}`}
        >
          {message.offline && (
            <span className="mb-1 flex items-center gap-1 text-xs font-semibold text-brand-2">
              <WifiOff className="h-3 w-3" /> Offline answer
            </span>
          )}
          {message.content}
        </div>
        {message.places && message.places.length > 0 && (
          <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1">
            {message.places.map((place) => (
              <PlaceChip key={place.id} place={place} />
            ))}
          </div>
        )}
        {message.plan && message.places && <SaveGuidePlan plan={message.plan} places={message.places} />}
      </li>
    );
  },
  // Each read of the conversation brings new objects: a turn renders again only when what it shows changed
  // (an answer streaming into the same turn would), not because another turn arrived.
  (before, after) =>
    before.message.id === after.message.id &&
    before.message.content === after.message.content &&
    before.message.offline === after.message.offline &&
    (before.message.places?.length ?? 0) === (after.message.places?.length ?? 0),
);

/**
 * The conversation, in a box of its own that scrolls: the guide's greeting, then questions and
 * answers, places under answers. It follows the newest turn (use-stick-to-bottom.ts) and ends above
 * the input, which sits under it, never over it.
 */
export function MessageList({ greeting, messages, pending }: { greeting: string; messages: ChatMessage[]; pending: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const lastQuestion = messages.findLast((m) => m.role === 'user')?.id ?? '';
  useStickToBottom(scroller, content, lastQuestion);
  return (
    <div ref={scroller} className="-mx-4 min-h-0 flex-1 overflow-y-auto overscroll-contain px-4" data-testid="chat-scroller">
      <ol ref={content} className="space-y-4 pb-2" aria-label="Conversation" aria-live="polite">
        <li className="max-w-[85%] whitespace-pre-line rounded-2xl rounded-tl-sm bg-card-2 px-4 py-3 text-sm" data-testid="chat-greeting">
          {greeting}
        </li>
        {messages.map((message) => (
          <Turn key={message.id} message={message} />
        ))}
        {pending && (
          <li className="w-16 rounded-2xl bg-card-2 px-4 py-3 text-center text-sm" role="status" aria-label="The guide is typing">
            …
          </li>
        )}
      </ol>
    </div>
  );
}
