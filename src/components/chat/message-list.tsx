import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import type { ChatMessage } from '#/domain/types';
import { budgetSymbol } from '#/domain/format';
import { SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

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

/** The conversation: the guide's greeting, then questions and answers, places under answers. */
export function MessageList({ greeting, messages, pending }: { greeting: string; messages: ChatMessage[]; pending: boolean }) {
  return (
    <ol className="space-y-4" aria-label="Conversation" aria-live="polite">
      <li className="max-w-[85%] whitespace-pre-line rounded-2xl rounded-tl-sm bg-card-2 px-4 py-3 text-sm" data-testid="chat-greeting">
        {greeting}
      </li>
      {messages.map((message) => (
        <li key={message.id} className={message.role === 'user' ? 'flex justify-end' : ''} data-testid={`chat-${message.role}`}>
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
        </li>
      ))}
      {pending && (
        <li className="w-16 rounded-2xl bg-card-2 px-4 py-3 text-center text-sm" role="status" aria-label="The guide is typing">
          …
        </li>
      )}
    </ol>
  );
}
