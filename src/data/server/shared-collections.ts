// Sharing a collection: invitations and members go through the server's
// routes (online only, pb_hooks/lib/shared.js); what members then do with the
// collection (add, remove, vote, notes) works offline through the outbox.
import type { InviteRole } from '#/domain/policy/shared';
import { callServer } from './call';

export interface CreatedInvite {
  id: string;
  token: string;
  role: InviteRole;
  expires: string;
  /** The app's path that accepts it: /invite/<token>. */
  path: string;
}

export function createInvite(collectionId: string, role: InviteRole): Promise<CreatedInvite> {
  return callServer<CreatedInvite>(`/api/app/collections/${collectionId}/invites`, {
    body: { role },
    fallback: 'Failed to create the link',
  });
}

export async function addMemberByUsername(collectionId: string, username: string, role: InviteRole): Promise<void> {
  await callServer(`/api/app/collections/${collectionId}/members`, { body: { username, role }, fallback: 'Failed to add member' });
}

export async function removeMember(collectionId: string, userId: string): Promise<void> {
  await callServer(`/api/app/collections/${collectionId}/members/${userId}`, { method: 'DELETE', fallback: 'Failed to remove member' });
}

export interface InvitePreview {
  collection: string;
  name: string;
  owner: string;
  role: InviteRole;
}

export function previewInvite(token: string): Promise<InvitePreview> {
  return callServer<InvitePreview>('/api/app/invites/preview', { body: { token }, sync: false, fallback: 'Failed to open the invitation' });
}

export async function acceptInvite(token: string): Promise<string> {
  const member = await callServer<{ collection: string }>('/api/app/invites/accept', { body: { token }, fallback: 'Failed to join' });
  return member.collection;
}

export async function revokeInvite(collectionId: string, inviteId: string): Promise<void> {
  await callServer(`/api/app/collections/${collectionId}/invites/${inviteId}`, {
    method: 'DELETE',
    sync: false,
    fallback: 'Failed to revoke the link',
  });
}
