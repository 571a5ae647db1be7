'use client';

import { useEffect } from 'react';

declare module 'react' {
  // The type parameter must keep React's name for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** Invoker commands: what the button does to the element `commandfor` names. */
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}

/**
 * Dialogs on server-rendered pages open and close through HTML alone: a `<button command=
 * "show-modal" commandfor="id">` opens `<dialog id closedby="any">`, a `command="close"` button
 * closes it, and the browser handles Escape, the backdrop, focus (in, trapped, and back to the
 * opener) and the accessible modal state. This island only fills in, once per page and holding
 * no content, for browsers that do not have invoker commands or `closedby` yet.
 */
export function DialogCommands() {
  useEffect(() => {
    const hasCommands = 'command' in HTMLButtonElement.prototype;
    const hasClosedBy = 'closedBy' in HTMLDialogElement.prototype;
    if (hasCommands && hasClosedBy) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const invoker = hasCommands ? null : target?.closest('button[commandfor]');
      if (invoker) {
        const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
        if (!(dialog instanceof HTMLDialogElement)) return;
        const command = invoker.getAttribute('command');
        if (command === 'show-modal' && !dialog.open) dialog.showModal();
        if (command === 'close' && dialog.open) dialog.close();
        return;
      }
      // A click on the dialog element itself, outside its box, landed on the backdrop.
      if (hasClosedBy || !(target instanceof HTMLDialogElement) || !target.open) return;
      if (target.getAttribute('closedby') !== 'any') return;
      const box = target.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) target.close();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
