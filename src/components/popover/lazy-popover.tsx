// A popover whose Radix parts load and mount at the first tap on its trigger.
// A list of place cards has two popovers per card: mounted closed, two hundred
// cards cost as many providers, ids and presence machines before the list's
// first paint, and the search screen waited for Radix's chunks to load at all.
// Until that tap the trigger is the plain button, announced the same way.
import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import type { PopoverContentProps } from './popover-parts';

const PopoverParts = lazy(() => import('./popover-parts'));

interface TriggerProps {
  onClick?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

export function LazyPopover({
  trigger,
  content,
  children,
}: {
  /** A <button>: its look, label and icon. */
  trigger: ReactElement<TriggerProps>;
  content: PopoverContentProps;
  children: ReactNode;
}) {
  const [engaged, setEngaged] = useState(false);
  const [open, setOpen] = useState(false);
  const plain = (expanded: boolean) =>
    cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': expanded,
      onClick: () => {
        setEngaged(true);
        setOpen(true);
      },
    });
  if (!engaged) return plain(false);
  return (
    // While its chunk loads (from the service worker's cache), the button shows the popover is on its way.
    <Suspense fallback={plain(true)}>
      <PopoverParts open={open} onOpenChange={setOpen} trigger={trigger} content={content}>
        {children}
      </PopoverParts>
    </Suspense>
  );
}
