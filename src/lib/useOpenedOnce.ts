import { useState } from 'react';

/**
 * Which of a screen's dialogs to mount: each from its first opening on, none before. A dialog
 * that has never opened costs its styles and markup at the screen's first render (the lot page
 * has four); once opened it stays mounted, so closing it animates and returns the focus.
 */
export function useOpenedOnce<T extends string>(open: T | null): (name: T) => boolean {
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set());
  if (open !== null && !opened.has(open)) setOpened(new Set(opened).add(open));
  return (name) => name === open || opened.has(name);
}
