// The hook screens read the traveller's position with (store.ts): the status,
// the last position and request(), which asks the browser. `follow` keeps the
// position fresh while the screen shows distances from it.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { checkPermission, followPosition, useLocationStore, type DevicePosition, type PositionStatus } from './store';

export interface PositionState {
  status: PositionStatus;
  position?: DevicePosition;
  pending: boolean;
  request: () => Promise<void>;
}

export function usePosition({ follow = false }: { follow?: boolean } = {}): PositionState {
  const state = useLocationStore(useShallow((s) => ({ status: s.status, position: s.position, pending: s.pending, request: s.request })));
  useEffect(checkPermission, []);
  const granted = state.status === 'granted';
  useEffect(() => (follow && granted ? followPosition() : undefined), [follow, granted]);
  return state;
}
