// The parts of a collection screen that sharing adds (issue 34 §1): the
// members (invite by link or username, remove, leave), who added each place
// and when, votes and notes, and the locked card of a place the traveller may
// not read. Invitations need a connection; votes and notes work offline.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Link2, Lock, UserMinus, UserPlus } from 'lucide-react';
import { toast } from '#/toast';
import { setNote, setVote } from '#/data/writes/actions';
import { addMemberByUsername, createInvite, removeMember, revokeInvite } from '#/data/server/shared-collections';
import { useServerAction } from '#/data/server/use-server-action';
import { useLockedPlaceInfo, type SharedView } from '#/data/queries/shared-collections';
import { FOLLOW_PRICE } from '#/domain/offers';
import { NOTE_MAX, VOTE_EMOJI, VOTE_LABEL, VOTES, mayEditShared, type InviteRole, type Vote } from '#/domain/policy/shared';
import type { Collection, CollectionPlace } from '#/domain/types';
import { Button, inputClass } from '#/components/ui';

const ROLE_WORD: Record<string, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

function nameOf(view: SharedView, userId: string, me: string): string {
  if (userId === me) return 'You';
  return view.members.find((m) => m.user === userId)?.name || 'A member';
}

function dayOf(date: string): string {
  const at = new Date(date.replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** Members, and for the owner the ways to invite and remove them. */
export function MembersPanel({ collection, view, userId }: { collection: Collection; view: SharedView; userId: string }) {
  const owner = view.role === 'owner';
  const navigate = useNavigate();
  const [role, setRole] = useState<InviteRole>('editor');
  const [username, setUsername] = useState('');
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const [inviting, setInviting] = useState(false);
  const invite = useServerAction(() => createInvite(collection.id, role), {
    failure: 'Failed to create the link',
    needsConnection: 'Inviting needs a connection.',
    onSuccess: (created) => {
      const url = `${location.origin}${created.path}`;
      setLink({ id: created.id, url });
      void navigator.clipboard?.writeText(url).then(
        () => toast.success('Invite link copied', { description: 'It works for 7 days.' }),
        () => {},
      );
    },
  });
  const revoke = useServerAction((id: string) => revokeInvite(collection.id, id), {
    failure: 'Failed to revoke the link',
    needsConnection: 'This needs a connection.',
    onSuccess: () => {
      toast.success('Link revoked', { description: 'Nobody can join with it any more.' });
      setLink(null);
    },
  });
  const add = useServerAction((name: string) => addMemberByUsername(collection.id, name, role), {
    failure: 'Failed to add member',
    needsConnection: 'Adding a member needs a connection.',
    onSuccess: () => {
      toast.success('Member added');
      setUsername('');
    },
  });
  const remove = useServerAction((member: string) => removeMember(collection.id, member), {
    failure: 'Failed to remove member',
    needsConnection: 'This needs a connection.',
    onSuccess: (_, member) => {
      if (member === userId) {
        toast.success(`You left ${collection.name}`);
        void navigate('/collections');
      } else toast.success('Member removed');
    },
  });
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) void add.run(username.trim());
  };

  return (
    <section className="space-y-3 rounded-2xl border border-app bg-card p-4" aria-labelledby="members-title" data-testid="members">
      <h2 id="members-title" className="font-semibold">
        Members
      </h2>
      {view.members.length === 0 ? (
        <p className="text-sm text-muted">Only you. Invite friends to plan together.</p>
      ) : (
        <ul className="space-y-1">
          {view.members.map((member) => (
            <li key={member.id} className="flex min-h-11 items-center justify-between gap-2 text-sm">
              <span className="truncate">
                {member.user === userId ? 'You' : member.name || 'A member'}{' '}
                <span className="text-xs text-muted">· {ROLE_WORD[member.role]}</span>
              </span>
              {owner && member.role !== 'owner' && (
                <Button
                  variant="ghost"
                  className="text-red-500"
                  aria-label={`Remove ${member.name || 'member'}`}
                  disabled={remove.busy}
                  onClick={() => void remove.run(member.user)}
                >
                  <UserMinus className="h-4 w-4" aria-hidden /> Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        // Folded until asked for: open, the invite controls pushed a collection's places (and its map) off a phone's screen.
        <div className="space-y-3">
          <Button variant="secondary" aria-expanded={inviting} aria-controls="invite-controls" onClick={() => setInviting(!inviting)}>
            <UserPlus className="h-4 w-4" aria-hidden /> Invite friends
          </Button>
          {inviting && (
            <div className="space-y-3" id="invite-controls">
              <div className="flex flex-wrap items-center gap-2" role="radiogroup" aria-label="New members can">
                {(['editor', 'viewer'] as const).map((r) => (
                  <button
                    key={r}
                    type="button"
                    role="radio"
                    aria-checked={role === r}
                    onClick={() => setRole(r)}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${role === r ? 'border-brand-strong bg-brand-strong text-white' : 'border-app bg-card'}`}
                  >
                    {r === 'editor' ? 'Can edit' : 'Can view'}
                  </button>
                ))}
              </div>
              <Button variant="secondary" disabled={invite.busy} onClick={() => void invite.run()}>
                <Link2 className="h-4 w-4" aria-hidden /> Create invite link
              </Button>
              {link && (
                <div className="space-y-2">
                  <p className="break-all rounded-xl bg-card-2 px-3 py-2 text-xs" data-testid="invite-link">
                    {link.url}
                  </p>
                  <Button variant="ghost" className="text-red-500" disabled={revoke.busy} onClick={() => void revoke.run(link.id)}>
                    Revoke link
                  </Button>
                </div>
              )}
              <form onSubmit={onAdd} className="flex gap-2">
                <label htmlFor="member-username" className="sr-only">
                  Username
                </label>
                <input
                  id="member-username"
                  className={inputClass}
                  placeholder="Add by username"
                  autoCapitalize="none"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
                <Button type="submit" disabled={add.busy || !username.trim()}>
                  Add
                </Button>
              </form>
            </div>
          )}
        </div>
      ) : (
        view.role && (
          <Button variant="ghost" className="text-red-500" disabled={remove.busy} onClick={() => void remove.run(userId)}>
            Leave collection
          </Button>
        )
      )}
    </section>
  );
}

/** Under a place of a shared collection: who added it and when, the votes, and the notes. */
export function PlaceExtras({
  collectionId,
  placeId,
  placeName,
  view,
  userId,
}: {
  collectionId: string;
  placeId: string;
  placeName: string;
  view: SharedView;
  userId: string;
}) {
  const link = view.links.find((l) => l.place === placeId);
  const reactions = view.reactions.filter((r) => r.place === placeId);
  const mine = reactions.find((r) => r.user === userId);
  const canEdit = mayEditShared(view.role);
  const [draft, setDraft] = useState<string | null>(null);
  const vote = useServerAction((next: Vote | '') => setVote(collectionId, placeId, next), { failure: 'Failed to vote' });
  const note = useServerAction((text: string) => setNote(collectionId, placeId, text), {
    failure: 'Failed to save note',
    onSuccess: () => setDraft(null),
  });
  const notes = reactions.filter((r) => r.note);
  const addedBy = link?.added_by || link?.user || '';
  return (
    <div className="space-y-2 px-1 text-sm" data-testid="place-extras">
      {link && (
        <p className="text-xs text-muted" data-testid="added-by">
          Added by {nameOf(view, addedBy, userId)}
          {dayOf(link.created) && ` · ${dayOf(link.created)}`}
        </p>
      )}
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Votes on ${placeName}`}>
        {VOTES.map((v) => {
          const count = reactions.filter((r) => r.vote === v).length;
          const pressed = mine?.vote === v;
          return (
            <button
              key={v}
              type="button"
              disabled={!canEdit}
              aria-pressed={pressed}
              aria-label={`${VOTE_LABEL[v]} (${count})`}
              onClick={() => void vote.run(pressed ? '' : v)}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 ${pressed ? 'border-brand-strong bg-card-2' : 'border-app bg-card'} disabled:opacity-60`}
            >
              <span aria-hidden>{VOTE_EMOJI[v]}</span> <span className="text-xs">{count}</span>
            </button>
          );
        })}
      </div>
      {notes.length > 0 && (
        <ul className="space-y-1" aria-label={`Notes on ${placeName}`}>
          {notes.map((r) => (
            <li key={r.id} className="rounded-xl bg-card-2 px-3 py-2 text-xs">
              <span className="font-semibold">{nameOf(view, r.user, userId)}:</span> {r.note}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void note.run(draft ?? mine?.note ?? '');
          }}
        >
          <label htmlFor={`note-${placeId}`} className="sr-only">
            Your note on {placeName}
          </label>
          <input
            id={`note-${placeId}`}
            className={inputClass}
            maxLength={NOTE_MAX}
            placeholder="Add a short note"
            value={draft ?? mine?.note ?? ''}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={draft === null || note.busy}>
            Save
          </Button>
        </form>
      )}
    </div>
  );
}

/** A place of the collection the traveller may not read: where it is and whose pick, with the tastemaker's offer; never the place. */
export function LockedPlaceCard({ link }: { link: CollectionPlace }) {
  const found = useLockedPlaceInfo(link);
  const city = found?.city;
  const tastemaker = found?.tastemaker;
  return (
    <div className="space-y-2 rounded-2xl border border-dashed border-app bg-card p-4" data-testid="locked-place">
      <p className="flex items-center gap-2 font-semibold">
        <Lock className="h-4 w-4" aria-hidden /> A locked place{city ? ` in ${city.name}` : ''}
      </p>
      <p className="text-sm text-muted">
        {tastemaker
          ? `Picked by ${tastemaker.name}. Follow for ${FOLLOW_PRICE.amount}/month to see it.`
          : 'Follow its tastemaker to see it.'}
      </p>
      {tastemaker ? (
        <Link
          to={`/tastemakers/${tastemaker.slug}`}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white"
        >
          Follow {tastemaker.name} · {FOLLOW_PRICE.perMonth}
        </Link>
      ) : (
        city && (
          <Link
            to={`/city/${city.slug}`}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white"
          >
            Open {city.name}
          </Link>
        )
      )}
    </div>
  );
}
