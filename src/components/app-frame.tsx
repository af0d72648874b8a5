import type { ReactNode } from 'react';

/** The page frame every screen sits in (also the pre-rendered landing page's). */
export function AppFrame({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-app text-fg pb-20">{children}</div>;
}
