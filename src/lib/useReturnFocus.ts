import { useEffect, useState } from 'react';

/**
 * For a dialog that is on the page only while it is open: when it closes, the focus goes back
 * to the element that had it when the dialog opened (the control that opened it), if that
 * element is still on the page and nothing else took the focus meanwhile.
 */
export function useReturnFocus() {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
