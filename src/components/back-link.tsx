// The way back from a screen that is not one of the bottom bar's tabs (issue
// 30): to the screen the traveller came from, when the app brought them here;
// else (a shared link, a reload of the first page) to `fallback`, a real link.
import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';

interface BackLinkProps {
  /** Where Back leads when the app has no screen of its own before this one. */
  fallback: string;
  /** Over a picture at the top of the screen: a round button with the arrow alone. */
  overlay?: boolean;
  className?: string;
}

const looks = {
  // The arrow lines up with the screen's text; the tappable box reaches into the margin.
  plain: '-ml-3 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-muted hover:text-fg',
  overlay: 'inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-black/70',
};

export function BackLink({ fallback, overlay = false, className = '' }: BackLinkProps) {
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // react-router counts the entries it made (`idx`): 0 is where this visit to the app began.
    if (!(window.history.state as { idx?: number } | null)?.idx) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={fallback}
      onClick={back}
      aria-label={overlay ? 'Back' : undefined}
      className={`${looks[overlay ? 'overlay' : 'plain']} ${className}`}
    >
      <ArrowLeft className={overlay ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden />
      {!overlay && 'Back'}
    </Link>
  );
}
