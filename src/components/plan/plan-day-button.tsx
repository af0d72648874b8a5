// "Plan a day" under a list of places (a collection, the saved list): opens the planning dialog.
import { useState } from 'react';
import { Route } from 'lucide-react';
import type { PlaceView } from '#/domain/types';
import { Button } from '#/components/ui';
import { PlanDayDialog } from './plan-day-dialog';

export function PlanDayButton({ places, defaultName }: { places: readonly PlaceView[]; defaultName: string }) {
  const [open, setOpen] = useState(false);
  if (!places.length) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Route className="h-4 w-4" aria-hidden /> Plan a day
      </Button>
      {open && <PlanDayDialog places={places} defaultName={defaultName} open={open} onOpenChange={setOpen} />}
    </>
  );
}
