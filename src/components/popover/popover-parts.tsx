// Radix's popover, loaded by lazy-popover.tsx at the first tap on a trigger.
import type { ReactElement, ReactNode } from 'react';
import { Popover } from 'radix-ui';

export interface PopoverContentProps {
  className: string;
  sideOffset?: number;
  align?: 'start' | 'center' | 'end';
  'aria-label'?: string;
}

export default function PopoverParts({
  open,
  onOpenChange,
  trigger,
  content,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  content: PopoverContentProps;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content {...content}>{children}</Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
